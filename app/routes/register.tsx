import { servicesContext } from "../../server/http/request-context.ts";
import { localeOfPath } from "../../shared/locales.ts";
import { FormCard } from "../components/forms/form-card.tsx";
import { RegistrationForm } from "../components/register/registration-form.tsx";
import { PageHero } from "../components/ui/layout.tsx";
import * as formsCopy from "../content/forms.ts";
import * as registerCopy from "../content/register.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { formPageHeaders } from "../lib/form-page.ts";
import { messageFormAction } from "../lib/message-action.server.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { referenceName } from "../lib/reference-name.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/register";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { formCopy: typeof formsCopy.formCopy; page: typeof registerCopy.registerPage };

export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

/** /register?reference=<event or programme>, as app/lib/links.ts builds it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({
    formCopy: copyFor(request, "forms", formsCopy).formCopy,
    page: copyFor(request, "register", registerCopy).registerPage,
  } satisfies Copy);
  const url = new URL(request.url);
  const reference = url.searchParams.get("reference")?.trim().slice(0, 200) || null;
  const services = context.get(servicesContext);
  // An event whose places are all taken: say so instead of offering a form that would be refused.
  const full = reference ? await services.messages.fullEvent(reference, localeOfPath(url.pathname)) : null;
  const shownReference = await referenceName(services, localeOfPath(url.pathname), reference);
  return { copy, stamp: await services.forms.stamp(), reference, shownReference, full, sms: services.sms.enabled };
}

export function action({ request, context }: Route.ActionArgs) {
  return messageFormAction(context.get(servicesContext), request, {
    allowed: ["registration"],
    fallback: "registration",
  });
}

function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { formCopy, page } = unpackCopy<Copy>(loaderData.copy);
  const { reference, shownReference, stamp, full, sms } = loaderData;
  const again = reference ? `/register?${new URLSearchParams({ reference })}` : "/register";
  const intro = reference
    ? `${page.registeringFor}: ${shownReference ?? reference}. ${page.hero.intro}`
    : page.hero.intro;
  return (
    <>
      <PageHero {...page.hero} intro={intro} />
      {full && !actionData ? (
        <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
          <p role="status" className="rounded-card border border-line bg-white p-6 text-lg text-ink shadow-card">
            {full}
          </p>
        </section>
      ) : (
        <FormCard copy={page} again={again} actionData={actionData}>
          {(form) => (
            <RegistrationForm
              copy={page}
              formCopy={formCopy}
              reference={reference}
              shownReference={shownReference}
              stamp={stamp}
              smsReminder={sms}
              {...form}
            />
          )}
        </FormCard>
      )}
    </>
  );
}

export default routeComponent(Register);
