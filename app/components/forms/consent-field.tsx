import { formCopy } from "../../content/forms.ts";

/** The consent line every message form shows, linking to the privacy statement (#privacy). */
export function ConsentField({
  form,
  error,
  defaultChecked,
}: {
  form: string;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = `${form}-consent`;
  const { consent } = formCopy;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {consent.label}{" "}
          <a href="#privacy" className="font-semibold text-brand-700 underline underline-offset-2">
            {consent.link}
          </a>{" "}
          {consent.after}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}
