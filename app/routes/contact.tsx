import { site } from "../../shared/site.ts";
import { ContactCards } from "../components/contact/contact-cards.tsx";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { ScheduleVisit } from "../components/contact/schedule-visit.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { contactForm, contactHero, contactMeta } from "../content/contact.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData, { ...contactMeta, path: "/contact" });

export default function Contact() {
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} intro={contactHero.intro} />
      <section className="py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-8">
            <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
              <h2 className="font-display text-2xl font-bold text-brand-800 sm:text-3xl">{contactForm.title}</h2>
              <p className="mt-2 mb-6 text-muted">
                {contactForm.intro} {site.replyPromise}
              </p>
              <ContactForm />
            </div>
            <ScheduleVisit />
          </div>
          <aside aria-label="Contact details">
            <ContactCards />
          </aside>
        </Container>
      </section>
    </>
  );
}
