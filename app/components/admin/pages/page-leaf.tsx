import type { ReactNode } from "react";
import { artwork } from "../../../../shared/artwork/artwork.ts";
import { artworkRef } from "../../../../shared/artwork/artwork-ref.ts";
import type { Locale } from "../../../../shared/locales.ts";
import type { PageLeaf } from "../../../../shared/pages/page-contract.ts";
import type { adminCopy } from "../../../content/admin.ts";
import type { AdminPagesCopy } from "../../../content/admin-pages.ts";
import { ContentEditor } from "../editor/content-editor.tsx";
import { FieldError, SelectField, TextArea, TextField } from "../form-kit/fields.tsx";
import { MediaField, type MediaFieldCopy } from "../form-kit/media-field.tsx";

export type LeafCopy = {
  pages: AdminPagesCopy["editor"];
  media: MediaFieldCopy;
  editor: typeof adminCopy.editor;
  uploadFailed: string;
};

/** The site's illustrations, by name: an image field may show one instead of an upload. */
const ILLUSTRATIONS = Object.keys(artwork).sort();

const asText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * One leaf of a page's copy in one language: the input its type asks for (text,
 * rich text in the news editor, link, picture from an upload, choice, number),
 * with `note` (the Kiswahili badge) and the server's message for its path.
 */
export function PageLeafInput({
  id,
  field,
  label,
  locale,
  value,
  onChange,
  error,
  note,
  required,
  copy,
}: {
  id: string;
  field: PageLeaf;
  label: string;
  locale: Locale;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
  note?: ReactNode;
  /** required here even when the definition does not say so (an image's alt text once it has an image) */
  required?: boolean;
  copy: LeafCopy;
}) {
  const text = asText(value);
  const isRequired = required || field.required || undefined;
  const common = { id, label, error, required: isRequired, lang: locale };
  switch (field.type) {
    case "text":
      return field.multiline ? (
        <TextArea
          {...common}
          hint={note}
          rows={3}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextField
          {...common}
          hint={note}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "link":
      return (
        <TextField
          {...common}
          hint={
            <>
              {note} {copy.pages.linkHint}
            </>
          }
          inputMode="url"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "number":
      return (
        <TextField
          {...common}
          hint={note}
          type="number"
          min={field.min}
          max={field.max}
          value={text}
          onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
        />
      );
    case "choice":
      return (
        <SelectField
          {...common}
          hint={note}
          options={field.options.map((option) => [option, option] as const)}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "image":
      // A new upload, or one of the site's illustrations picked by name.
      return (
        <div lang={locale} className="space-y-2">
          {note}
          <MediaField
            label={label}
            kind="image"
            value={text}
            onChange={(url) => onChange(url)}
            error={error}
            required={isRequired}
            copy={copy.media}
          />
          <SelectField
            id={`${id}-illustration`}
            label={copy.pages.illustration(label)}
            options={[
              ["", text && !artworkRef(text) ? copy.pages.uploaded : copy.pages.none] as const,
              ...ILLUSTRATIONS.map((name) => [name, name] as const),
            ]}
            value={artworkRef(text) ?? ""}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      );
    case "rich-text":
      return (
        <div lang={locale}>
          {note}
          <ContentEditor
            id={id}
            label={label}
            value={text}
            onChange={(html) => onChange(html)}
            copy={copy.editor}
            uploadFailed={copy.uploadFailed}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      );
  }
}
