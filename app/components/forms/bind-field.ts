import type { FieldState } from "./message-form.tsx";

/**
 * The props a text field of a message form takes from the page copy and the
 * form's state: `bind("email")` → id prefix, name, label, placeholder, error, value
 * and the "optional" label.
 */
export function fieldBinder<Name extends string>(
  form: string,
  fields: Record<Name, { label: string; placeholder?: string }>,
  state: FieldState,
  fallback: Partial<Record<Name, string>> = {},
) {
  return (name: Name, required = true) => ({
    form,
    name,
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    error: state.errors[name],
    required,
    optionalLabel: state.optionalLabel,
    defaultValue: state.values[name] ?? fallback[name] ?? "",
  });
}
