import { type FieldSpec, optionLabel } from "../../../../shared/collections/fields.ts";
import { Checkbox, TextArea, TextField } from "../form-kit/fields.tsx";
import { MediaField, type MediaFieldCopy } from "../form-kit/media-field.tsx";
import { SelectField } from "../form-kit/select-field.tsx";

export type CollectionFieldCopy = {
  media: MediaFieldCopy;
  tagsHint: string;
  /** the option shown for a stored value that is not (or no longer) one of the choices */
  unlistedChoice: (value: string) => string;
};

/** One control of a collection form, chosen by the field's input kind. */
export function CollectionField({
  name,
  spec,
  value,
  error,
  onChange,
  copy,
}: {
  name: string;
  spec: FieldSpec;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
  copy: CollectionFieldCopy;
}) {
  const id = `field-${name}`;
  const text = typeof value === "string" ? value : "";
  const common = { id, label: spec.label, required: spec.required, error, hint: spec.hint };
  switch (spec.input) {
    case "checkbox":
      return (
        <div className="flex items-end pb-2">
          <Checkbox id={id} label={spec.label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        </div>
      );
    case "select": {
      // A stored value that is not a choice stays visible (and saving it names the choices) until staff pick one.
      const options = (spec.options ?? []).map((option) => ({ value: option, label: optionLabel(spec, option) }));
      const unlisted = options.some((option) => option.value === text)
        ? []
        : [{ value: text, label: copy.unlistedChoice(text) }];
      return (
        <SelectField
          id={id}
          label={spec.label}
          value={text}
          required={spec.required}
          error={error}
          options={[...unlisted, ...options]}
          onChange={onChange}
        />
      );
    }
    case "textarea":
    case "tags":
      return (
        <TextArea
          {...common}
          hint={spec.hint ?? (spec.input === "tags" ? copy.tagsHint : undefined)}
          rows={spec.input === "tags" ? 4 : 5}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="sm:col-span-2"
        />
      );
    case "image":
    case "file":
      return (
        <div className="sm:col-span-2">
          <MediaField
            label={spec.label}
            kind={spec.input}
            value={text}
            required={spec.required}
            hint={spec.hint}
            error={error}
            onChange={onChange}
            copy={copy.media}
          />
        </div>
      );
    case "number":
      return <TextField {...common} inputMode="decimal" value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return (
        <TextField
          {...common}
          type={spec.input === "datetime" ? "datetime-local" : spec.input === "date" ? "date" : "text"}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
