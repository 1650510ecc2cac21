import { useId } from "react";
import { isoToEatInput } from "../../../../shared/east-africa-time.ts";
import type { NewsItem } from "../../../../shared/news.ts";
import { slugify } from "../../../../shared/slug.ts";
import type { FieldErrors } from "../../../../shared/validation-details.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { useCan } from "../accounts/use-role.ts";
import { ContentEditor } from "../editor/content-editor.tsx";
import { ChoiceSelect } from "../form-kit/choice-select.tsx";
import { Checkbox, TextArea, TextField } from "../form-kit/fields.tsx";
import { PublishAtField, type PublishChoice, publishedAtFor } from "../form-kit/publish-at-field.tsx";
import { UploadField } from "../form-kit/upload-field.tsx";
import type { NewsInput } from "../shell/admin-api.ts";

/** What the news forms hold while the staff member types (kept as a draft). */
export type NewsDraft = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  image_url: string | null;
  featured: boolean;
  publish: PublishChoice;
};

/** A new item's draft; `defaultCategory` fills the category. */
export const emptyNewsDraft = (defaultCategory: string): NewsDraft => ({
  title: "",
  excerpt: "",
  content: "",
  category: defaultCategory,
  image_url: null,
  featured: false,
  publish: { mode: "now", at: "" },
});

export function newsDraftOf(item: NewsItem): NewsDraft {
  return {
    title: item.title,
    excerpt: item.excerpt,
    content: item.content,
    category: item.category,
    image_url: item.image_url,
    featured: item.featured,
    publish: { mode: item.published_at ? "keep" : "draft", at: isoToEatInput(item.published_at) },
  };
}

/** The API payload; empty optional text becomes null, an empty category the default. */
export function newsInputOf(
  draft: NewsDraft,
  defaultCategory: string,
  currentPublishedAt: string | null = null,
): NewsInput {
  return {
    title: draft.title.trim(),
    excerpt: draft.excerpt.trim() || null,
    content: draft.content.trim() || null,
    category: draft.category.trim() || defaultCategory,
    image_url: draft.image_url,
    featured: draft.featured,
    published_at: publishedAtFor(draft.publish, currentPublishedAt),
  };
}

/** The fields shared by Create News and a row's Edit panel. */
export function NewsFields({
  draft,
  onChange,
  errors,
  editing,
  canKeepDate,
  copy: admin,
}: {
  draft: NewsDraft;
  onChange: (patch: Partial<NewsDraft>) => void;
  errors: FieldErrors;
  editing?: boolean;
  /** the item already has a publish date that 'Keep current date' keeps */
  canKeepDate?: boolean;
  copy: typeof adminCopy;
}) {
  const id = useId();
  const copy = admin.news;
  const slug = slugify(draft.title);
  // Authors write drafts; publishing and scheduling are an Editor's.
  const canPublish = useCan("content");
  return (
    <div className="grid gap-4">
      <TextField
        id={`${id}-title`}
        label={copy.title}
        required
        value={draft.title}
        error={errors.title}
        hint={editing && slug ? `${copy.address}: /news/${slug}` : undefined}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextArea
        id={`${id}-excerpt`}
        label={copy.excerpt}
        rows={2}
        value={draft.excerpt}
        error={errors.excerpt}
        onChange={(event) => onChange({ excerpt: event.target.value })}
      />
      <ContentEditor
        id={`${id}-content`}
        label={copy.content}
        value={draft.content}
        onChange={(content) => onChange({ content })}
        copy={admin.editor}
        uploadFailed={admin.upload.failed}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceSelect
          id={`${id}-category`}
          list="news-categories"
          label={copy.category}
          hint={copy.categoryHint}
          value={draft.category}
          error={errors.category}
          onChange={(category) => onChange({ category })}
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
      <UploadField
        kind="image"
        label={copy.image}
        value={draft.image_url}
        onUploaded={(image_url) => onChange({ image_url })}
        onClear={() => onChange({ image_url: null })}
        copy={admin.upload}
      />
      {canPublish ? (
        <PublishAtField
          value={draft.publish}
          allowKeep={canKeepDate}
          error={errors.published_at}
          onChange={(publish) => onChange({ publish })}
          copy={admin.publishing}
        />
      ) : (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">{copy.draftOnly}</p>
      )}
    </div>
  );
}
