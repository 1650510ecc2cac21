import { NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { Button } from "../components/ui/button.tsx";
import { newsletterPages } from "../content/newsletter-pages.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

const copy = newsletterPages.unsubscribe;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData, { ...copy.meta, noindex: true });
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** Opening the link only shows the button; a POST (the button, or a mail app's one-click) unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { state: await context.get(servicesContext).newsletter.checkUnsubscribe(tokenOf(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.get(servicesContext).newsletter.unsubscribe(tokenOf(request));
  return { state: result === "unsubscribed" ? ("done" as const) : ("invalid" as const) };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <NewsletterCard title={copy.title}>
      {state === "ready" ? (
        <>
          <p>{copy.ready}</p>
          <form method="post">
            <Button type="submit" size="lg">
              {copy.button}
            </Button>
          </form>
        </>
      ) : (
        <p role="status">{copy[state]}</p>
      )}
    </NewsletterCard>
  );
}
