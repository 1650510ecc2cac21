import type { ComponentProps, ReactNode } from "react";
import { formCopy } from "../../content/forms.ts";

type Common = {
  /** the form's id, so that two forms on one page never share an element id */
  form: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

const control =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink placeholder:text-gray-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

type Control =
  | ({ as?: "input" } & ComponentProps<"input">)
  | ({ as: "textarea" } & ComponentProps<"textarea">)
  | ({ as: "select"; options: readonly (string | Option)[]; placeholder?: string } & ComponentProps<"select">);

type Option = { value: string; label: string };
const option = (o: string | Option): Option => (typeof o === "string" ? { value: o, label: o } : o);

/**
 * A labelled input, text area or select with its hint and inline error (linked by
 * aria-describedby). Required fields show a star; optional ones say so.
 */
export function FormField(props: Common & Control) {
  const { form, name, label, error, hint, required, ...rest } = props;
  const id = `${form}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: `${control} ${error ? "border-accent-600" : "border-line"}`,
  };
  let field: ReactNode;
  if (rest.as === "textarea") {
    const { as: _, ...own } = rest;
    field = <textarea {...own} {...shared} />;
  } else if (rest.as === "select") {
    const { as: _, options, placeholder, ...own } = rest;
    field = (
      <select {...own} {...shared}>
        <option value="">{placeholder ?? ""}</option>
        {options.map(option).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    const { as: _, ...own } = rest;
    field = <input {...own} {...shared} />;
  }
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}{" "}
        {required ? (
          <span aria-hidden="true" className="text-accent-600">
            *
          </span>
        ) : (
          <span className="text-sm font-normal text-muted">({formCopy.optional})</span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {field}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}
