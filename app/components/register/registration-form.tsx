import { KENYA_COUNTIES } from "../../../shared/kenya-counties.ts";
import type { registerPage } from "../../content/register.ts";
import { FormField } from "../forms/form-field.tsx";
import { MessageForm, type Refused } from "../forms/message-form.tsx";

export type RegistrationFormProps = {
  copy: typeof registerPage;
  /** the event, campaign or programme, when the link named it */
  reference: string | null;
  stamp: string;
  refused?: Refused;
  onSent: () => void;
};

const FORM = "registration-form";

/** Register, Register Now, Join Action, Join Campaign, Register Your Club: who is coming, from where, how many. */
export function RegistrationForm({ copy, reference, stamp, refused, onSent }: RegistrationFormProps) {
  const { fields } = copy;
  return (
    <MessageForm
      id={FORM}
      kind="registration"
      stamp={stamp}
      refused={refused}
      submitLabel={copy.submit}
      onSent={onSent}
    >
      {({ errors, values }) => {
        const text = (
          name: "name" | "email" | "phone" | "reference" | "organisation" | "message",
          required = true,
        ) => ({
          form: FORM,
          name,
          label: fields[name].label,
          placeholder: fields[name].placeholder,
          error: errors[name],
          required,
          defaultValue: values[name] ?? "",
        });
        return (
          <>
            <input type="hidden" name="kind" value="registration" />
            {reference ? (
              <p className="rounded-xl bg-brand-50 px-4 py-3">
                <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                  {copy.registeringFor}
                </span>
                <br />
                <span className="font-display text-lg font-bold text-brand-900">{reference}</span>
                <input type="hidden" name="reference" value={reference} />
              </p>
            ) : (
              <FormField {...text("reference")} maxLength={200} />
            )}
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
          </>
        );
      }}
    </MessageForm>
  );
}
