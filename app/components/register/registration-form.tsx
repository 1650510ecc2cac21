import { KENYA_COUNTIES } from "../../../shared/kenya-counties.ts";
import type { registerPage } from "../../content/register.ts";
import { fieldBinder } from "../forms/bind-field.ts";
import { ChosenReference } from "../forms/chosen-reference.tsx";
import type { FormCopy } from "../forms/form-copy.ts";
import { FormField } from "../forms/form-field.tsx";
import { MessageForm, type Refused } from "../forms/message-form.tsx";

export type RegistrationFormProps = {
  copy: typeof registerPage;
  /** the words every form shares */
  formCopy: FormCopy;
  /** the event, campaign or programme, when the link named it */
  reference: string | null;
  /** the reference as the reader's language names it */
  shownReference?: string | null;
  stamp: string;
  refused: Refused | undefined;
  onSent: () => void;
  /** SMS is on: offer "remind me by SMS" (sent to the phone field's number) */
  smsReminder?: boolean;
};

const FORM = "registration-form";

/** Register, Register Now, Join Action, Join Campaign, Register Your Club: who is coming, from where, how many. */
export function RegistrationForm({
  copy,
  formCopy,
  reference,
  shownReference,
  stamp,
  refused,
  onSent,
  smsReminder,
}: RegistrationFormProps) {
  const { fields } = copy;
  return (
    <MessageForm
      id={FORM}
      kind="registration"
      stamp={stamp}
      refused={refused}
      submitLabel={copy.submit}
      copy={formCopy}
      onSent={onSent}
    >
      {(state) => {
        const { errors, values } = state;
        const text = fieldBinder(FORM, fields, state);
        return (
          <>
            <input type="hidden" name="kind" value="registration" />
            <ChosenReference
              form={FORM}
              reference={reference}
              shown={shownReference}
              caption={copy.registeringFor}
              field={fields.reference}
              error={errors.reference}
              value={values.reference}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField {...text("name")} autoComplete="name" maxLength={100} />
              <FormField {...text("phone")} type="tel" autoComplete="tel" hint={fields.phone.hint} />
            </div>
            <FormField {...text("email")} type="email" autoComplete="email" maxLength={254} />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                form={FORM}
                name="county"
                as="select"
                label={fields.county.label}
                placeholder={fields.county.placeholder}
                options={KENYA_COUNTIES}
                required
                error={errors.county}
                defaultValue={values.county ?? ""}
              />
              <FormField
                form={FORM}
                name="people"
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                label={fields.people.label}
                hint={fields.people.hint}
                required
                error={errors.people}
                defaultValue={values.people ?? "1"}
              />
            </div>
            <FormField {...text("organisation", false)} autoComplete="organization" maxLength={150} />
            <FormField {...text("message", false)} as="textarea" rows={3} maxLength={5000} />
            {smsReminder ? (
              <div className="flex items-start gap-3">
                <input
                  id={`${FORM}-sms_reminder`}
                  name="sms_reminder"
                  type="checkbox"
                  defaultChecked={values.sms_reminder === "on"}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`${FORM}-sms_reminder`} className="text-sm text-ink">
                  {copy.smsReminder}
                </label>
              </div>
            ) : null}
          </>
        );
      }}
    </MessageForm>
  );
}
