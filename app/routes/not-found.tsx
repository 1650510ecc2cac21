import { data } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { buttonClass } from "../components/ui/button.tsx";
import { Link } from "../components/ui/localized-link.tsx";
import { pageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { shellData, useShellData } from "../lib/shell-copy.ts";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.get(servicesContext).logger.warn({ path }, "404 page not found");
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: shellData(matches)?.notFound.meta.title ?? "",
    description: shellData(matches)?.notFound.meta.description ?? "",
    path: location.pathname,
    noindex: true,
  });

/** The 404 page; other routes' error boundaries show it too, so its words come from the shell's data. */
function NotFound() {
  const shell = useShellData();
  if (!shell) return null;
  const copy = shell.notFound;
  const suggestions = shell.navigation.filter((link) => link.to !== "/");
  return (
    <section className="relative overflow-hidden px-6 pt-32 pb-24 sm:pt-40">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 opacity-60 [background:radial-gradient(circle_at_30%_30%,var(--color-brand-100),transparent_55%),radial-gradient(circle_at_75%_20%,var(--color-gold-100),transparent_50%)]"
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <p className="font-display text-8xl font-bold tracking-tight text-brand-700 sm:text-9xl">404</p>
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{copy.heading}</h1>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass("primary", "lg")}>
            {copy.home}
          </Link>
          <Link to="/contact" className={buttonClass("outline", "lg")}>
            {copy.contact}
          </Link>
        </div>
        <nav aria-label={copy.popular} className="mt-12 w-full border-t border-line pt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-brand-700">
            {suggestions.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

export default routeComponent(NotFound);
