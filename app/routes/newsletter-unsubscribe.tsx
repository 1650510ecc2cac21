import { servicesContext } from "../../server/http/request-context.ts";
import { MailLinkButton, NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import * as newsletterPagesCopy from "../content/newsletter-pages.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { linkToken, mailLinkHeaders, mailLinkMeta } from "../lib/mail-link.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The copy this page shows, in its language (decision 0066). */
type Copy = typeof newsletterPagesCopy.newsletterPages.unsubscribe;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? mailLinkMeta(matches[0]?.loaderData, unpackCopy<Copy>(loaderData.copy).meta) : [];
export const headers: Route.HeadersFunction = mailLinkHeaders;

/** Opening the link only shows the button; a POST (the button, or a mail app's one-click) unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    copy: packCopy(
      copyFor(request, "newsletter-pages", newsletterPagesCopy).newsletterPages.unsubscribe satisfies Copy,
    ),
    state: await context.get(servicesContext).newsletter.checkUnsubscribe(linkToken(request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.get(servicesContext).newsletter.unsubscribe(linkToken(request));
  return { state: result === "unsubscribed" ? ("done" as const) : ("invalid" as const) };
}

function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const copy = unpackCopy<Copy>(loaderData.copy);
  const state = actionData?.state ?? loaderData.state;
  return (
    <NewsletterCard title={copy.title}>
      {state === "ready" ? (
        <MailLinkButton message={copy.ready} button={copy.button} />
      ) : (
        <p role="status">{copy[state]}</p>
      )}
    </NewsletterCard>
  );
}

export default routeComponent(NewsletterUnsubscribe);
