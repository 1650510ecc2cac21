import type { FieldErrors } from "./use-message-form.ts";

/**
 * The props a text field of a message form takes from the page copy and the
 * form's state: `bind("email")` → id prefix, name, label, placeholder, error, value.
 */
export function fieldBinder<Name extends string>(
  form: string,
  fields: Record<Name, { label: string; placeholder?: string }>,
  state: { errors: FieldErrors; values: Record<string, string> },
  fallback: Partial<Record<Name, string>> = {},
) {
  return (name: Name, required = true) => ({
    form,
    name,
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    error: state.errors[name],
    required,
    defaultValue: state.values[name] ?? fallback[name] ?? "",
  });
}
