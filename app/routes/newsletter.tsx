import { servicesContext } from "../../server/http/request-context.ts";
import { NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { SignupForm } from "../components/newsletter/signup-form.tsx";
import { Link } from "../components/ui/localized-link.tsx";
import * as footerCopy from "../content/footer.ts";
import * as newsletterBoxCopy from "../content/newsletter-box.ts";
import * as newsletterPagesCopy from "../content/newsletter-pages.ts";
import * as smsSignupCopy from "../content/sms-signup.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { newsletterAction } from "../lib/newsletter-action.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/newsletter";

/** The copy this page shows, in its language (decision 0066). */
type Copy = {
  newsletterPages: typeof newsletterPagesCopy.newsletterPages;
  newsletter: typeof footerCopy.newsletter;
  newsletterBox: typeof newsletterBoxCopy.newsletterBox;
  smsSignup: typeof smsSignupCopy.smsSignup;
};

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    /** SMS is on: the page points people who read SMS rather than email to /sms */
    sms: context.get(servicesContext).sms.enabled,
    copy: packCopy({
      newsletterPages: copyFor(request, "newsletter-pages", newsletterPagesCopy).newsletterPages,
      newsletter: copyFor(request, "footer", footerCopy).newsletter,
      newsletterBox: copyFor(request, "newsletter-box", newsletterBoxCopy).newsletterBox,
      smsSignup: copyFor(request, "sms-signup", smsSignupCopy).smsSignup,
    } satisfies Copy),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0]?.loaderData, unpackCopy<Copy>(loaderData.copy).newsletterPages.signup.meta) : [];

/** The footer's and news page's boxes post here without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(context.get(servicesContext), request);
}

function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { newsletterPages, newsletter, newsletterBox, smsSignup } = unpackCopy<Copy>(loaderData.copy);
  const copy = newsletterPages.signup;
  if (actionData?.ok) {
    const said = actionData.mailOff ? newsletterPages.mailOff : { title: copy.checkTitle, body: copy.checkBody };
    return (
      <NewsletterCard title={said.title}>
        <p role="status">{said.body}</p>
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard title={copy.title}>
      <p>{copy.intro}</p>
      <SignupForm
        label={newsletter.label}
        button={newsletter.button}
        placeholder={newsletter.placeholder}
        email={actionData?.email}
        serverError={actionData?.error}
        copy={newsletterBox}
      />
      {loaderData.sms ? (
        <p>
          <Link to="/sms" className="font-semibold text-brand-700 underline">
            {smsSignup.fromNewsletter}
          </Link>
        </p>
      ) : null}
    </NewsletterCard>
  );
}

export default routeComponent(Newsletter);
