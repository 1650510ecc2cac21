import type { smsSignup } from "../../content/sms-signup.ts";
import { FormField } from "../forms/form-field.tsx";
import { Button } from "../ui/button.tsx";

export type SmsSignupRefused = { errors: Record<string, string>; formError: string; values: Record<string, string> };

type Copy = { [K in keyof typeof smsSignup]: (typeof smsSignup)[K] extends string ? string : Record<string, string> };

/**
 * The SMS sign-up: a real POST form (no JavaScript needed) with the phone, the
 * language of the SMS and the consent, whose exact words are kept with the sign-up.
 */
export function SmsSignupForm({
  copy,
  consent,
  locale,
  refused,
}: {
  copy: Copy;
  /** the consent's words, as kept (shared/sms-copy.ts) */
  consent: string;
  locale: "en" | "sw";
  refused?: SmsSignupRefused;
}) {
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? {};
  const languages = copy.languages as Record<"en" | "sw", string>;
  return (
    <form method="post" noValidate className="space-y-5 text-left">
      {refused?.formError ? (
        <p role="alert" className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          {refused.formError}
        </p>
      ) : null}
      <FormField
        form="sms"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        label={copy.phone}
        hint={copy.phoneHint}
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormField
        form="sms"
        as="select"
        name="language"
        label={copy.language}
        options={(["en", "sw"] as const).map((value) => ({ value, label: languages[value] }))}
        defaultValue={values.language ?? locale}
        error={errors.language}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="sms-consent"
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent === "on"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "sms-consent-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="sms-consent" className="text-sm text-ink">
            {consent}
          </label>
        </div>
        {errors.consent ? (
          <p id="sms-consent-error" className="mt-1.5 text-sm text-accent-700">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg">
        {copy.button}
      </Button>
    </form>
  );
}
