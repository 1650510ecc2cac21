import { data, isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { SMS_COPY } from "../../shared/sms-copy.ts";
import { NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import { SmsSignupForm } from "../components/sms/sms-signup-form.tsx";
import * as smsCopy from "../content/sms-signup.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import { smsAction } from "../lib/sms-action.server.ts";
import type { Route } from "./+types/sms";
import NotFound from "./not-found.tsx";

type Copy = { smsSignup: typeof smsCopy.smsSignup };

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // Without SMS set up the page does not exist: the site's 404 page (docs/product.md, "SMS").
  if (!context.get(servicesContext).sms.enabled) throw data(null, { status: 404 });
  return {
    copy: packCopy({ smsSignup: copyFor(request, "sms-signup", smsCopy).smsSignup } satisfies Copy),
    locale,
    consent: SMS_COPY[locale].consent,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0]?.loaderData, unpackCopy<Copy>(loaderData.copy).smsSignup.meta) : [];

/** The sign-up form posts here without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(servicesContext).sms.enabled) throw data(null, { status: 404 });
  const copy = copyFor(request, "sms-signup", smsCopy).smsSignup;
  return smsAction(context.get(servicesContext), request, copy.serverError);
}

function Sms({ loaderData, actionData }: Route.ComponentProps) {
  const { smsSignup } = unpackCopy<Copy>(loaderData.copy);
  if (actionData && "ok" in actionData) {
    return (
      <NewsletterCard title={smsSignup.doneTitle}>
        <p role="status">{smsSignup.doneBody}</p>
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard title={smsSignup.title}>
      <p>{smsSignup.intro}</p>
      <SmsSignupForm
        copy={smsSignup}
        consent={loaderData.consent}
        locale={loaderData.locale}
        refused={actionData && "refused" in actionData ? actionData.refused : undefined}
      />
    </NewsletterCard>
  );
}

/** SMS not set up: the site's 404 page; anything else goes to the site's error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(Sms);
