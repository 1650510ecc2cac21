import { servicesContext } from "../../server/http/request-context.ts";
import { MailLinkButton, NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { SignupForm } from "../components/newsletter/signup-form.tsx";
import { newsletter } from "../content/footer.ts";
import { newsletterBox } from "../content/newsletter-box.ts";
import { newsletterPages } from "../content/newsletter-pages.ts";
import { linkToken, mailLinkHeaders, mailLinkMeta } from "../lib/mail-link.ts";
import type { Route } from "./+types/newsletter-confirm";

const copy = newsletterPages.confirm;

export const meta: Route.MetaFunction = ({ matches }) => mailLinkMeta(matches[0]?.loaderData, copy.meta);
export const headers: Route.HeadersFunction = mailLinkHeaders;

/** Opening the link changes nothing (mail scanners open every link): it only shows the button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { state: await context.get(servicesContext).newsletter.checkConfirm(linkToken(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return { state: await context.get(servicesContext).newsletter.confirm(linkToken(request)) };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  if (state === "ready") {
    return (
      <NewsletterCard title={copy.title}>
        <MailLinkButton message={copy.ready} button={copy.button} />
      </NewsletterCard>
    );
  }
  const signUpAgain = state === "expired" || state === "invalid";
  return (
    <NewsletterCard title={copy.title}>
      <p role="status">{copy[state]}</p>
      {signUpAgain && (
        <SignupForm
          label={newsletter.label}
          button={newsletter.button}
          placeholder={newsletter.placeholder}
          copy={newsletterBox}
        />
      )}
    </NewsletterCard>
  );
}
