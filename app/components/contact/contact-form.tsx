import { useEffect, useRef } from "react";
import type { contactForm, scheduleVisit } from "../../content/contact.ts";
import type { EnquiryKind } from "../../lib/links.ts";
import { fieldBinder } from "../forms/bind-field.ts";
import type { FormCopy } from "../forms/form-copy.ts";
import { FormField } from "../forms/form-field.tsx";
import { MessageForm, type Refused } from "../forms/message-form.tsx";

export type ContactFormProps = {
  copy: typeof contactForm;
  /** Schedule a Visit's subject and the message it starts with */
  visit: Pick<typeof scheduleVisit, "subject" | "messageStarter">;
  /** the words every form shares */
  formCopy: FormCopy;
  stamp: string;
  /** ?subject= prefills the subject */
  subject: string;
  kind: EnquiryKind;
  refused?: Refused;
  /** once the server has stored the message (with JavaScript): the page shows its lasting thank-you */
  onSent: () => void;
};

const FORM = "contact-form";

/**
 * The contact form (docs/product.md, "Messages"). With JavaScript, once the server
 * has stored the message, the page shows the same 'Message Sent!' panel as without.
 */
export function ContactForm({ copy, visit, formCopy, stamp, subject, kind, refused, onSent }: ContactFormProps) {
  const { fields } = copy;
  const formRef = useRef<HTMLFormElement>(null);

  // A later ?subject= on the same page (e.g. Schedule a Visit) fills the subject and moves focus to the form.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const form = formRef.current;
    if (!subject || !form) return;
    (form.elements.namedItem("subject") as HTMLInputElement).value = subject;
    const message = form.elements.namedItem("message") as HTMLTextAreaElement;
    if (subject === visit.subject && !message.value) message.value = visit.messageStarter;
    (form.elements.namedItem("name") as HTMLInputElement).focus();
  }, [subject, visit.subject, visit.messageStarter]);

  return (
    <MessageForm
      id={FORM}
      kind={kind}
      stamp={stamp}
      refused={refused}
      submitLabel={copy.submit}
      copy={formCopy}
      onSent={onSent}
      formRef={formRef}
    >
      {(state) => {
        const field = fieldBinder(FORM, fields, state, { subject });
        return (
          <>
            <input type="hidden" name="kind" value={kind} />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField {...field("name")} autoComplete="name" maxLength={100} />
              <FormField {...field("email")} type="email" autoComplete="email" maxLength={254} />
            </div>
            <FormField {...field("phone", false)} type="tel" autoComplete="tel" />
            <FormField {...field("subject")} maxLength={150} />
            <FormField {...field("message")} as="textarea" rows={5} maxLength={5000} />
          </>
        );
      }}
    </MessageForm>
  );
}
