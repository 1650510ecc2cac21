import type { ReactNode, RefObject } from "react";
import type { MessageKind } from "../../../shared/message-kinds.ts";
import { useLocale } from "../../lib/locale.ts";
import { Button } from "../ui/button.tsx";
import { ConsentField } from "./consent-field.tsx";
import type { FormCopy } from "./form-copy.ts";
import { FormAlert } from "./sent-panel.tsx";
import { SpamFields } from "./spam-fields.tsx";
import { type FieldErrors, useMessageForm } from "./use-message-form.ts";
import { WaitingNotice } from "./waiting-notice.tsx";

/** After a POST without JavaScript that was refused: what was typed, and why. */
export type Refused = { errors: FieldErrors; formError: string | null; values: Record<string, string> };

/** What a message form's fields are drawn from: the current errors, the values to show, the "optional" label. */
export type FieldState = { errors: FieldErrors; values: Record<string, string>; optionalLabel: string };

export type MessageFormProps = {
  id: string;
  kind: MessageKind;
  /** the signed stamp from the page's loader */
  stamp: string;
  refused?: Refused;
  submitLabel: string;
  /** the words every form shares (consent line, errors, "Sending…") */
  copy: FormCopy;
  /** the form holds a file field */
  multipart?: boolean;
  onSent: (form: HTMLFormElement) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  /** the fields, given the current errors, the values to show and the "optional" label */
  children: (state: FieldState) => ReactNode;
};

/**
 * Every message form of the site (contact, application, registration): a real
 * POST form that the page's action handles without JavaScript; with it, the same
 * server code through POST /api/messages (use-message-form.ts). It adds the
 * consent line, the spam-check fields, the error summary and the send button.
 */
export function MessageForm({
  id,
  kind,
  stamp,
  refused,
  submitLabel,
  copy,
  multipart,
  onSent,
  formRef,
  children,
}: MessageFormProps) {
  const form = useMessageForm({ kind, copy, initialErrors: refused?.errors, onSent });
  const locale = useLocale();
  const values = refused?.values ?? {};
  const hasErrors = Object.keys(form.errors).length > 0;
  const alert = hasErrors ? copy.fixFields : (refused?.formError ?? null);
  return (
    <form
      ref={(element) => {
        form.formRef.current = element;
        if (formRef) formRef.current = element;
      }}
      id={id}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      className="relative space-y-5"
    >
      {/* The page's language: the server answers in it and keeps it with the message. */}
      <input type="hidden" name="locale" value={locale} />
      {children({ errors: form.errors, values, optionalLabel: copy.optional })}
      <ConsentField
        form={id}
        copy={copy.consent}
        error={form.errors.consent}
        defaultChecked={values.consent === "on"}
      />
      {/* A refused post keeps the stamp it was sent with: the visitor has been on the form since then. */}
      <SpamFields form={id} stamp={values.form_stamp || stamp} honeypotLabel={copy.honeypot} />
      {alert && <FormAlert>{alert}</FormAlert>}
      {form.waiting && <WaitingNotice copy={copy.waiting} />}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.sending || form.waiting}>
        {form.sending ? copy.sending : submitLabel}
      </Button>
    </form>
  );
}
