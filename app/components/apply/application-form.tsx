import { APPLICATION_KINDS, type MessageKind } from "../../../shared/message-kinds.ts";
import type { applyPage } from "../../content/apply.ts";
import type { ApplicationKind } from "../../lib/links.ts";
import { fieldBinder } from "../forms/bind-field.ts";
import { ChosenReference } from "../forms/chosen-reference.tsx";
import type { FormCopy } from "../forms/form-copy.ts";
import { FormField } from "../forms/form-field.tsx";
import { MessageForm, type Refused } from "../forms/message-form.tsx";

export type ApplicationFormProps = {
  copy: typeof applyPage;
  /** the words every form shares */
  formCopy: FormCopy;
  /** null: the visitor chooses (the link did not say) */
  kind: ApplicationKind | null;
  /** the opening, when the link named it */
  reference: string | null;
  /** the reference as the reader's language names it */
  shownReference?: string | null;
  stamp: string;
  refused: Refused | undefined;
  onSent: () => void;
};

const FORM = "application-form";

/** Apply Now and Send Your CV: name, email, phone, a short motivation and a CV as a PDF (optional). */
export function ApplicationForm({
  copy,
  formCopy,
  kind,
  reference,
  shownReference,
  stamp,
  refused,
  onSent,
}: ApplicationFormProps) {
  const { fields } = copy;
  return (
    <MessageForm
      id={FORM}
      kind={(kind ?? "volunteer") satisfies MessageKind}
      stamp={stamp}
      refused={refused}
      submitLabel={copy.submit}
      copy={formCopy}
      multipart
      onSent={onSent}
    >
      {(state) => {
        const { errors, values } = state;
        const text = fieldBinder(FORM, fields, state);
        return (
          <>
            {kind ? (
              <input type="hidden" name="kind" value={kind} />
            ) : (
              <FormField
                form={FORM}
                name="kind"
                as="select"
                label={copy.kindLabel}
                options={APPLICATION_KINDS.map((k) => ({ value: k, label: copy.kindOptions[k] }))}
                placeholder={copy.kindPlaceholder}
                required
                error={errors.kind}
                defaultValue={values.kind ?? ""}
              />
            )}
            <ChosenReference
              form={FORM}
              reference={reference}
              shown={shownReference}
              caption={copy.applyingFor}
              field={fields.reference}
              error={errors.reference}
              value={values.reference}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField {...text("name")} autoComplete="name" maxLength={100} />
              <FormField {...text("email")} type="email" autoComplete="email" maxLength={254} />
            </div>
            <FormField {...text("phone")} type="tel" autoComplete="tel" hint={fields.phone.hint} />
            <FormField {...text("message")} as="textarea" rows={5} maxLength={5000} />
            <FormField
              form={FORM}
              name="attachment"
              type="file"
              accept="application/pdf,.pdf"
              label={fields.attachment.label}
              hint={fields.attachment.hint}
              error={errors.attachment}
              optionalLabel={state.optionalLabel}
            />
          </>
        );
      }}
    </MessageForm>
  );
}
