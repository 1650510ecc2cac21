import { data, Link } from "react-router";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.get(servicesContext).logger.warn({ path }, "404 page not found");
  return data({ path }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | Uraia" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! The page you are looking for doesn’t exist.</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Go Home
        </Link>
        <Link
          to="/contact"
          className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Contact Us
        </Link>
      </div>
    </section>
  );
}
