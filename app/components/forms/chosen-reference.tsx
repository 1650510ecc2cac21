import { FormField } from "./form-field.tsx";

/**
 * What the form is about: the opening or event the button named (shown, and sent
 * as a hidden field), or a field asking for it when the link did not say.
 */
export function ChosenReference({
  form,
  reference,
  caption,
  field,
  error,
  value,
  shown,
}: {
  form: string;
  reference: string | null;
  /** the reference as the reader's language names it (it is sent as `reference`) */
  shown?: string | null;
  caption: string;
  field: { label: string; placeholder: string };
  error?: string;
  value?: string;
}) {
  if (!reference) {
    return (
      <FormField
        form={form}
        name="reference"
        label={field.label}
        placeholder={field.placeholder}
        required
        error={error}
        defaultValue={value ?? ""}
        maxLength={200}
      />
    );
  }
  return (
    <p className="rounded-xl bg-brand-50 px-4 py-3">
      <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">{caption}</span>
      <br />
      <span className="font-display text-lg font-bold text-brand-900">{shown || reference}</span>
      <input type="hidden" name="reference" value={reference} />
    </p>
  );
}
