import { type ReactNode, useState } from "react";
import { ButtonLink, buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";
import type { Refused } from "./message-form.tsx";
import { SentPanel } from "./sent-panel.tsx";

export type FormPageCopy = {
  formTitle: string;
  sentTitle: string;
  sentBody: string;
  another: string;
  back: { label: string; to: string };
};

/** What a page's action answered to a POST without JavaScript. */
export type FormActionResult = { ok: true } | ({ ok: false } & Refused);

/**
 * The application and registration pages' body: the form in a card, or, once the
 * server has stored it (the action's answer, or the API's with JavaScript), the thank-you.
 */
export function FormCard({
  copy,
  again,
  actionData,
  children,
}: {
  copy: FormPageCopy;
  /** where "send another" leads: the same form, empty */
  again: string;
  actionData: FormActionResult | undefined;
  children: (form: { refused: Refused | undefined; onSent: () => void }) => ReactNode;
}) {
  const [sentHere, setSentHere] = useState(false);
  const sent = sentHere || actionData?.ok === true;
  return (
    <section className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        {sent ? (
          <SentPanel title={copy.sentTitle} body={copy.sentBody} focus={sentHere}>
            {/* A full load: a fresh, empty form with a fresh time stamp. */}
            <a href={again} className={buttonClass("outline")}>
              {copy.another}
            </a>
            <ButtonLink to={copy.back.to}>{copy.back.label}</ButtonLink>
          </SentPanel>
        ) : (
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 className="mb-6 font-display text-2xl font-bold text-brand-800 sm:text-3xl">{copy.formTitle}</h2>
            {children({
              refused: actionData && !actionData.ok ? actionData : undefined,
              onSent: () => setSentHere(true),
            })}
          </div>
        )}
      </Container>
    </section>
  );
}
