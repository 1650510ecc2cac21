import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { socialAccounts } from "../../shared/site-settings.ts";
import { ContactCards } from "../components/contact/contact-cards.tsx";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { ScheduleVisit } from "../components/contact/schedule-visit.tsx";
import { SentPanel } from "../components/forms/sent-panel.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import type * as contactCopy from "../content/contact.ts";
import * as formsCopy from "../content/forms.ts";
import { subjectInLanguage } from "../lib/contact-subject.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { formPageHeaders } from "../lib/form-page.ts";
import type { EnquiryKind } from "../lib/links.ts";
import { messageFormAction } from "../lib/message-action.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useCardLabels } from "../lib/shell-copy.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import { useSiteSettings, useSocialAccounts } from "../lib/site-settings.ts";
import type { Route } from "./+types/contact";

/** The copy this page shows, in its language (decision 0066). */
type Copy = {
  contactCards: typeof contactCopy.contactCards;
  contactForm: typeof contactCopy.contactForm;
  contactHero: typeof contactCopy.contactHero;
  contactMeta: typeof contactCopy.contactMeta;
  scheduleVisit: typeof contactCopy.scheduleVisit;
  formCopy: typeof formsCopy.formCopy;
};

const ENQUIRY_KINDS = ["general", "partnership", "resource", "order"] as const satisfies readonly EnquiryKind[];

export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { contactMeta } = unpackCopy<Copy>(loaderData.copy);
  return pageMeta(matches[0]?.loaderData, { ...contactMeta, path: "/contact" });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const contact = await pageCopy(context, request, "contact");
  const copy = packCopy({
    contactCards: contact.contactCards,
    contactForm: contact.contactForm,
    contactHero: contact.contactHero,
    contactMeta: contact.contactMeta,
    scheduleVisit: contact.scheduleVisit,
    formCopy: copyFor(request, "forms", formsCopy).formCopy,
  } satisfies Copy);
  const params = new URL(request.url).searchParams;
  const kind = ENQUIRY_KINDS.find((k) => k === params.get("kind")) ?? "general";
  // A subject of the site's links written in the other language comes in this page's language (decision 0076).
  const subject = subjectInLanguage(params.get("subject") ?? "", requestLocale(request));
  // The contact cards show the settings' details and social links (decision 0093).
  const site = await pageSiteSettings(context, request);
  return {
    copy,
    stamp: await context.get(servicesContext).forms.stamp(),
    subject,
    kind,
    site,
    social: socialAccounts(site),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return messageFormAction(context.get(servicesContext), request, { allowed: ENQUIRY_KINDS, fallback: "general" });
}

function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const labels = useCardLabels();
  const { contactCards, contactForm, contactHero, scheduleVisit, formCopy } = unpackCopy<Copy>(loaderData.copy);
  // Sent with JavaScript (the API stored it), or by the form's POST without.
  const [sentHere, setSentHere] = useState(false);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (e.g. Schedule a Visit) shows the form again
  useEffect(() => setSentHere(false), [key]);
  const sent = sentHere || actionData?.ok === true;
  const settings = useSiteSettings();
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} intro={contactHero.intro} />
      <section className="py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-8">
            {sent ? (
              <SentPanel title={contactForm.sentTitle} body={contactForm.sentBody} focus={sentHere}>
                {/* A full load: a fresh, empty form with a fresh time stamp. */}
                <a href="/contact" className={buttonClass("outline")}>
                  {contactForm.another}
                </a>
              </SentPanel>
            ) : (
              <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
                <h2 className="font-display text-2xl font-bold text-brand-800 sm:text-3xl">{contactForm.title}</h2>
                <p className="mt-2 mb-6 text-muted">
                  {contactForm.intro} {contactCards.replyPromise}
                </p>
                <ContactForm
                  copy={contactForm}
                  visit={scheduleVisit}
                  formCopy={formCopy}
                  stamp={loaderData.stamp}
                  subject={loaderData.subject}
                  kind={loaderData.kind}
                  refused={actionData && !actionData.ok ? actionData : undefined}
                  onSent={() => setSentHere(true)}
                />
              </div>
            )}
            <ScheduleVisit copy={scheduleVisit} />
          </div>
          <aside aria-label={labels.contactDetails}>
            <ContactCards copy={contactCards} settings={settings} social={useSocialAccounts()} />
          </aside>
        </Container>
      </section>
    </>
  );
}

export default routeComponent(Contact);
