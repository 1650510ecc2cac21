import { servicesContext } from "../../server/http/request-context.ts";
import { APPLICATION_KINDS, isApplicationKind } from "../../shared/message-kinds.ts";
import { ApplicationForm } from "../components/apply/application-form.tsx";
import { FormCard } from "../components/forms/form-card.tsx";
import { PageHero } from "../components/ui/layout.tsx";
import * as applyCopy from "../content/apply.ts";
import * as formsCopy from "../content/forms.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { formPageHeaders } from "../lib/form-page.ts";
import { messageFormAction } from "../lib/message-action.server.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { requestLocale } from "../lib/page-language.ts";
import { referenceName } from "../lib/reference-name.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/apply";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { page: typeof applyCopy.applyPage; formCopy: typeof formsCopy.formCopy };

export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

/** /apply?kind=volunteer|internship|job&reference=<opening>, as app/lib/links.ts builds it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({
    page: copyFor(request, "apply", applyCopy).applyPage,
    formCopy: copyFor(request, "forms", formsCopy).formCopy,
  } satisfies Copy);
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const services = context.get(servicesContext);
  const reference = params.get("reference")?.trim().slice(0, 200) || null;
  return {
    copy,
    stamp: await services.forms.stamp(),
    kind: isApplicationKind(kind) ? kind : null,
    reference,
    referenceName: await referenceName(services, requestLocale(request), reference),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return messageFormAction(context.get(servicesContext), request, {
    allowed: APPLICATION_KINDS,
    fallback: "volunteer",
  });
}

function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const { page, formCopy } = unpackCopy<Copy>(loaderData.copy);
  const { kind, reference, stamp, referenceName: shownReference } = loaderData;
  const hero = page.kinds[kind ?? "volunteer"];
  const again = `/apply?${new URLSearchParams({ ...(kind ? { kind } : {}), ...(reference ? { reference } : {}) })}`;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <FormCard copy={page} again={again} actionData={actionData}>
        {(form) => (
          <ApplicationForm
            copy={page}
            formCopy={formCopy}
            kind={kind}
            reference={reference}
            shownReference={shownReference}
            stamp={stamp}
            {...form}
          />
        )}
      </FormCard>
    </>
  );
}

export default routeComponent(Apply);
