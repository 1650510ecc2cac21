import { useId } from "react";
import { isoToEatInput } from "../../../../shared/east-africa-time.ts";
import type { Publication } from "../../../../shared/publications.ts";
import type { FieldErrors } from "../../../../shared/validation-details.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { ChoiceSelect } from "../form-kit/choice-select.tsx";
import { Checkbox, TextArea, TextField } from "../form-kit/fields.tsx";
import { PublishAtField, type PublishChoice, publishedAtFor } from "../form-kit/publish-at-field.tsx";
import { UploadField } from "../form-kit/upload-field.tsx";
import type { PublicationInput } from "../shell/admin-api.ts";
import { pdfFacts } from "./pdf-facts.ts";

export type PublicationDraft = {
  title: string;
  type: string;
  description: string;
  pdf_url: string;
  featured: boolean;
  publish: PublishChoice;
  pages: string;
  size: string;
  read_time: string;
};

/** A new publication's draft; `defaultType` fills the type. */
export const emptyPublicationDraft = (defaultType: string): PublicationDraft => ({
  title: "",
  type: defaultType,
  description: "",
  pdf_url: "",
  featured: false,
  publish: { mode: "now", at: "" },
  pages: "",
  size: "",
  read_time: "",
});

/** The API answers '—' for a missing size or read time: the form shows those as empty. */
const blankDash = (text: string) => (text === "—" ? "" : text);

export function publicationDraftOf(item: Publication): PublicationDraft {
  return {
    title: item.title,
    type: item.type,
    description: item.description,
    pdf_url: item.pdf_url,
    featured: item.featured,
    publish: { mode: item.published_at ? "keep" : "draft", at: isoToEatInput(item.published_at) },
    pages: item.pages === null ? "" : String(item.pages),
    size: blankDash(item.size),
    read_time: blankDash(item.read_time),
  };
}

/** Pages as a number (empty → null; the schema rejects fractions), empty optional text → null. */
export function publicationInputOf(
  draft: PublicationDraft,
  defaultType: string,
  currentPublishedAt: string | null = null,
): PublicationInput {
  const pages = draft.pages.trim();
  return {
    title: draft.title.trim(),
    type: draft.type.trim() || defaultType,
    description: draft.description.trim() || null,
    pdf_url: draft.pdf_url.trim(),
    featured: draft.featured,
    published_at: publishedAtFor(draft.publish, currentPublishedAt),
    pages: pages === "" ? null : Number(pages),
    size: draft.size.trim() || null,
    read_time: draft.read_time.trim() || null,
  };
}

/** The fields shared by Create Publication and a row's Edit panel. */
export function PublicationFields({
  draft,
  onChange,
  errors,
  canKeepDate,
  copy: admin,
}: {
  draft: PublicationDraft;
  onChange: (patch: Partial<PublicationDraft>) => void;
  errors: FieldErrors;
  canKeepDate?: boolean;
  copy: typeof adminCopy;
}) {
  const id = useId();
  const copy = admin.publications;

  // After a PDF upload, fill pages and size unless the staff member typed them.
  async function uploaded(pdf_url: string, file: File) {
    onChange({ pdf_url });
    const facts = await pdfFacts(file);
    const patch: Partial<PublicationDraft> = {};
    if (!draft.pages.trim() && facts.pages) patch.pages = String(facts.pages);
    if (!draft.size.trim()) patch.size = facts.size;
    onChange(patch);
  }

  return (
    <div className="grid gap-4">
      <TextField
        id={`${id}-title`}
        label={copy.title}
        required
        value={draft.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceSelect
          id={`${id}-type`}
          list="publication-types"
          label={copy.type}
          hint={copy.typeHint}
          value={draft.type}
          error={errors.type}
          onChange={(type) => onChange({ type })}
        />
        <div className="flex items-end pb-2">
          <Checkbox
            id={`${id}-featured`}
            label={copy.featured}
            checked={draft.featured}
            onChange={(event) => onChange({ featured: event.target.checked })}
          />
        </div>
      </div>
      <TextArea
        id={`${id}-description`}
        label={copy.description}
        rows={3}
        value={draft.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <UploadField
        kind="pdf"
        label={copy.pdf}
        value={draft.pdf_url || null}
        onUploaded={uploaded}
        copy={admin.upload}
      />
      <TextField
        id={`${id}-pdf-url`}
        label={copy.pdfUrl}
        required
        type="text"
        inputMode="url"
        hint={copy.pdfUrlHint}
        value={draft.pdf_url}
        error={errors.pdf_url}
        onChange={(event) => onChange({ pdf_url: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-pages`}
          label={copy.pages}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.pages}
          error={errors.pages}
          onChange={(event) => onChange({ pages: event.target.value })}
        />
        <TextField
          id={`${id}-size`}
          label={copy.size}
          placeholder={copy.sizeHint}
          value={draft.size}
          error={errors.size}
          onChange={(event) => onChange({ size: event.target.value })}
        />
        <TextField
          id={`${id}-read-time`}
          label={copy.readTime}
          placeholder={copy.readTimeHint}
          value={draft.read_time}
          error={errors.read_time}
          onChange={(event) => onChange({ read_time: event.target.value })}
        />
      </div>
      <PublishAtField
        value={draft.publish}
        allowKeep={canKeepDate}
        error={errors.published_at}
        onChange={(publish) => onChange({ publish })}
        copy={admin.publishing}
      />
    </div>
  );
}
