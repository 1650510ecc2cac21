import type { ComponentProps } from "react";

type Common = { name: string; label: string; error?: string };

const control =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink placeholder:text-gray-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/** A labelled input or textarea with its inline error (linked by aria-describedby). */
export function FormField({
  name,
  label,
  error,
  multiline,
  ...props
}: Common & { multiline?: boolean } & ComponentProps<"input"> & ComponentProps<"textarea">) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${control} ${error ? "border-accent-600" : "border-line"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}{" "}
        <span aria-hidden="true" className="text-accent-600">
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...(props as ComponentProps<"textarea">)} {...shared} />
      ) : (
        <input {...(props as ComponentProps<"input">)} {...shared} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}
