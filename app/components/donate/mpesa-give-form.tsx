import { useState } from "react";
import { useNavigate } from "react-router";
import { formatKsh } from "../../../shared/format-money.ts";
import { localizedPath } from "../../../shared/locales.ts";
import type { mpesaGiveCopy } from "../../content/donate-mpesa.ts";
import { useLocale } from "../../lib/locale.ts";
import { FormField } from "../forms/form-field.tsx";
import { FormAlert } from "../forms/sent-panel.tsx";
import { Button } from "../ui/button.tsx";
import { sendDonation } from "./donation-api.ts";

/** What the page's action answered to a refused POST without JavaScript. */
export type GiveRefused = { errors: Record<string, string>; formError: string; values: Record<string, string> };

/**
 * The M-Pesa prompt form: a real POST form (radio buttons for the usual amounts,
 * a number field for any other) that the page's action handles without
 * JavaScript; with it, the same server code through POST /api/donations, then
 * the status page.
 */
export function MpesaGiveForm({
  copy,
  refused,
  initialAmount,
}: {
  copy: typeof mpesaGiveCopy;
  refused?: GiveRefused;
  /** an amount chosen on the page before (a preset card's link: `?amount=N`) */
  initialAmount?: number | null;
}) {
  const navigate = useNavigate();
  // The page's language: the server answers in it, and the receipt mail follows it.
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>(refused?.errors ?? {});
  const [formError, setFormError] = useState(refused?.formError ?? "");
  const [sending, setSending] = useState(false);
  const values = refused?.values ?? {};
  const id = copy.formId;
  const preset = initialAmount ? copy.presets.includes(initialAmount) : true;
  const chosen = values.amount ?? (initialAmount ? (preset ? String(initialAmount) : "") : String(copy.presets[1]));
  const otherAmount = values.other_amount ?? (initialAmount && !preset ? String(initialAmount) : undefined);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
    setSending(true);
    const sent = await sendDonation(fields);
    if (sent.ok) {
      navigate(localizedPath(`/donate/status/${sent.ref}`, locale));
      return;
    }
    // Field errors beside their fields; a limit, M-Pesa down or offline said in words; anything else: our fault.
    setErrors(sent.details ?? {});
    setFormError(
      sent.details
        ? copy.fixFields
        : sent.status === 0
          ? copy.offline
          : sent.error && sent.status !== 500
            ? sent.error
            : copy.serverError,
    );
    setSending(false);
  }

  return (
    <form
      id={id}
      method="post"
      action={localizedPath("/donate", locale)}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-display text-xl font-bold text-brand-800">
        {copy.title}
      </h3>
      <p className="text-muted">{copy.intro}</p>
      <input type="hidden" name="locale" value={locale} />
      <fieldset aria-describedby={errors.amount ? `${id}-amount-error` : undefined}>
        <legend className="font-semibold">{copy.amountLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {copy.presets.map((amount) => (
            <label
              key={amount}
              className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-white px-3 font-semibold has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="amount"
                value={amount}
                defaultChecked={chosen === String(amount)}
                className="size-4 accent-brand-700"
              />
              {formatKsh(amount)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        form={id}
        name="other_amount"
        label={copy.otherAmount}
        hint={copy.otherHint}
        type="number"
        inputMode="numeric"
        min={1}
        max={250000}
        step={1}
        defaultValue={otherAmount}
        error={errors.amount}
        optionalLabel={copy.optional}
      />
      <FormField
        form={id}
        name="phone"
        label={copy.phone}
        hint={copy.phoneHint}
        type="tel"
        autoComplete="tel"
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={id}
          name="name"
          label={copy.name}
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
          optionalLabel={copy.optional}
        />
        <FormField
          form={id}
          name="email"
          label={copy.email}
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
          optionalLabel={copy.optional}
        />
      </div>
      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold">{copy.thanksLegend}</legend>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-thank`}
            name="thank_by_name"
            type="checkbox"
            value="yes"
            defaultChecked={values.thank_by_name === "yes"}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={`${id}-thank`} className="text-sm text-ink">
            {copy.thanksConsent}
          </label>
        </div>
        <FormField
          form={id}
          name="public_name"
          label={copy.publicName}
          hint={copy.publicNameHint}
          autoComplete="off"
          defaultValue={values.public_name}
          error={errors.public_name}
          optionalLabel={copy.optional}
        />
      </fieldset>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? copy.sending : copy.submit}
      </Button>
      <p className="text-sm text-muted">{copy.orPaybill}</p>
    </form>
  );
}
