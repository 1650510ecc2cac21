import { servicesContext } from "../../server/http/request-context.ts";
import { MailLinkButton, NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { SignupForm } from "../components/newsletter/signup-form.tsx";
import * as footerCopy from "../content/footer.ts";
import * as newsletterBoxCopy from "../content/newsletter-box.ts";
import * as newsletterPagesCopy from "../content/newsletter-pages.ts";
import { copyFor } from "../lib/copy.server.ts";
import { type PackedCopy, packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { linkToken, mailLinkHeaders, mailLinkMeta } from "../lib/mail-link.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/newsletter-confirm";

/** The copy this page shows, in its language (decision 0066). */
type Copy = {
  page: typeof newsletterPagesCopy.newsletterPages.confirm;
  newsletter: typeof footerCopy.newsletter;
  newsletterBox: typeof newsletterBoxCopy.newsletterBox;
};

function pageCopy(request: Request): PackedCopy {
  return packCopy({
    page: copyFor(request, "newsletter-pages", newsletterPagesCopy).newsletterPages.confirm,
    newsletter: copyFor(request, "footer", footerCopy).newsletter,
    newsletterBox: copyFor(request, "newsletter-box", newsletterBoxCopy).newsletterBox,
  } satisfies Copy);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? mailLinkMeta(matches[0]?.loaderData, unpackCopy<Copy>(loaderData.copy).page.meta) : [];
export const headers: Route.HeadersFunction = mailLinkHeaders;

/** Opening the link changes nothing (mail scanners open every link): it only shows the button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    copy: pageCopy(request),
    state: await context.get(servicesContext).newsletter.checkConfirm(linkToken(request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return { state: await context.get(servicesContext).newsletter.confirm(linkToken(request)) };
}

function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { page: copy, newsletter, newsletterBox } = unpackCopy<Copy>(loaderData.copy);
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

export default routeComponent(NewsletterConfirm);
