import { useId } from "react";
import { type FieldSpec, optionLabel } from "../../../../shared/collections/fields.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { ContentEditor } from "../editor/content-editor.tsx";
import { ChoiceSelect } from "../form-kit/choice-select.tsx";
import { Checkbox, TextArea, TextField } from "../form-kit/fields.tsx";
import { MediaField, type MediaFieldCopy } from "../form-kit/media-field.tsx";
import { SelectField } from "../form-kit/select-field.tsx";

export type CollectionFieldCopy = {
  media: MediaFieldCopy;
  tagsHint: string;
  /** the option shown for a stored value that is not (or no longer) one of the choices */
  unlistedChoice: (value: string) => string;
  /** the rich editor of article bodies */
  rich: Pick<typeof adminCopy, "editor" | "upload">;
};

/** Inputs a form lays out itself (or never shows): no control here. */
export const OWN_PLACE: ReadonlySet<FieldSpec["input"]> = new Set(["photo-sets", "slug", "publish"]);

/** One control of a definition's form, chosen by the field's input kind. */
export function CollectionField({
  name,
  spec,
  value,
  error,
  onChange,
  onFile,
  copy,
}: {
  name: string;
  spec: FieldSpec;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
  /** a file was just uploaded into this field (a PDF's facts fill other fields) */
  onFile?: ((file: File) => void) | undefined;
  copy: CollectionFieldCopy;
}) {
  const id = `${useId()}-${name}`;
  const text = typeof value === "string" ? value : "";
  const common = { id, label: spec.label, required: spec.required, error, hint: spec.hint };
  const wide = "sm:col-span-2";
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
    case "managed-choice":
      return spec.list ? (
        <ChoiceSelect
          id={id}
          list={spec.list}
          label={spec.label}
          hint={spec.hint ?? ""}
          value={text}
          error={error}
          onChange={onChange}
        />
      ) : null;
    case "rich-text":
      return (
        <div className={wide}>
          <ContentEditor
            id={id}
            label={spec.label}
            value={text}
            onChange={onChange}
            copy={copy.rich.editor}
            uploadFailed={copy.rich.upload.failed}
          />
        </div>
      );
    case "textarea":
    case "tags":
      return (
        <TextArea
          {...common}
          hint={spec.hint ?? (spec.input === "tags" ? copy.tagsHint : undefined)}
          rows={spec.rows ?? (spec.input === "tags" ? 4 : 5)}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={wide}
        />
      );
    case "image":
    case "file":
    case "pdf":
      return (
        <div className={`${wide} grid gap-4`}>
          <MediaField
            label={spec.uploadLabel ?? spec.label}
            kind={spec.input}
            value={text}
            required={spec.input !== "pdf" && spec.required}
            hint={spec.input === "pdf" ? undefined : spec.hint}
            error={spec.input === "pdf" ? undefined : error}
            onChange={(url, file) => {
              onChange(url);
              if (file) onFile?.(file);
            }}
            copy={copy.media}
          />
          {spec.input === "pdf" && (
            <TextField {...common} inputMode="url" value={text} onChange={(e) => onChange(e.target.value)} />
          )}
        </div>
      );
    case "number":
      return <TextField {...common} inputMode="decimal" value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return OWN_PLACE.has(spec.input) ? null : (
        <TextField
          {...common}
          type={spec.input === "datetime" ? "datetime-local" : spec.input === "date" ? "date" : "text"}
          placeholder={spec.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={name === "title" ? wide : undefined}
        />
      );
  }
}
