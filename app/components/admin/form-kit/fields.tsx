import type { ComponentProps, ReactNode } from "react";

/** Labelled form controls of the admin, each with its hint and error wired to it. */

export const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-500 aria-[invalid=true]:border-accent-600";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-accent-700">
      {message}
    </p>
  );
}

function described(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

type Common = { id: string; label: string; hint?: ReactNode; error?: string; required?: boolean };

/** The label, hint and error around one control; `control` gets the ids that tie them together. */
function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  control,
}: Common & {
  className: string;
  control: (wiring: { "aria-invalid": true | undefined; "aria-describedby": string | undefined }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control({ "aria-invalid": error ? true : undefined, "aria-describedby": described(id, hint, error) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Splits a field's own props (label, hint, error…) from its control's; the control keeps `id` and `required`. */
function split<P extends Common & { className?: string }>({
  id,
  label,
  hint,
  error,
  required,
  className = "",
  ...rest
}: P) {
  return { field: { id, label, hint, error, required, className }, control: { id, required, ...rest } };
}

export function TextField(props: Common & ComponentProps<"input">) {
  const { field, control } = split(props);
  return <Field {...field} control={(wiring) => <input className={inputClass} {...wiring} {...control} />} />;
}

export function TextArea(props: Common & ComponentProps<"textarea">) {
  const { field, control } = split(props);
  return <Field {...field} control={(wiring) => <textarea className={inputClass} {...wiring} {...control} />} />;
}

export function SelectField({
  options,
  ...props
}: Common & { options: ReadonlyArray<readonly [value: string, label: string]> } & ComponentProps<"select">) {
  const { field, control } = split(props);
  return (
    <Field
      {...field}
      control={(wiring) => (
        <select className={inputClass} {...wiring} {...control}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function Checkbox({ id, label, ...props }: { id: string; label: string } & ComponentProps<"input">) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-5 accent-brand-700" {...props} />
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
    </div>
  );
}

/** A form-level message: errors are alerts, confirmations polite status updates. */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children?: ReactNode }) {
  if (!children) return null;
  return kind === "error" ? (
    <p role="alert" className="rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-700">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
      {children}
    </p>
  );
}
