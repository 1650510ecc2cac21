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
  return {
    copy,
    stamp: await context.get(servicesContext).forms.stamp(),
    kind: isApplicationKind(kind) ? kind : null,
    reference: params.get("reference")?.trim().slice(0, 200) || null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return messageFormAction(context.get(servicesContext), request, {
    allowed: APPLICATION_KINDS,
    fallback: "volunteer",
  });
}

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const { page, formCopy } = unpackCopy<Copy>(loaderData.copy);
  const { kind, reference, stamp } = loaderData;
  const hero = page.kinds[kind ?? "volunteer"];
  const again = `/apply?${new URLSearchParams({ ...(kind ? { kind } : {}), ...(reference ? { reference } : {}) })}`;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <FormCard copy={page} again={again} actionData={actionData}>
        {(form) => (
          <ApplicationForm copy={page} formCopy={formCopy} kind={kind} reference={reference} stamp={stamp} {...form} />
        )}
      </FormCard>
    </>
  );
}
