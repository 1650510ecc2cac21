import { servicesContext } from "../../server/http/request-context.ts";
import { MailLinkButton, NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { newsletterPages } from "../content/newsletter-pages.ts";
import { linkToken, mailLinkHeaders, mailLinkMeta } from "../lib/mail-link.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

const copy = newsletterPages.unsubscribe;

export const meta: Route.MetaFunction = ({ matches }) => mailLinkMeta(matches[0]?.loaderData, copy.meta);
export const headers: Route.HeadersFunction = mailLinkHeaders;

/** Opening the link only shows the button; a POST (the button, or a mail app's one-click) unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { state: await context.get(servicesContext).newsletter.checkUnsubscribe(linkToken(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.get(servicesContext).newsletter.unsubscribe(linkToken(request));
  return { state: result === "unsubscribed" ? ("done" as const) : ("invalid" as const) };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
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
