import type { NewsItem } from "../../../../shared/news.ts";
import { newsUpdateSchema } from "../../../../shared/news-schema.ts";
import { slugify } from "../../../../shared/slug.ts";
import { NEWS_TRANSLATABLE } from "../../../../shared/translatable-fields.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { useCan } from "../accounts/use-role.ts";
import { EditPanelButtons } from "../form-kit/edit-panel-buttons.tsx";
import { useEntityForm } from "../form-kit/use-entity-form.ts";
import { adminApi, type NewsUpdate, queryKeys } from "../shell/admin-api.ts";
import { NewsFields, newsDraftOf, newsInputOf } from "./news-fields.tsx";
import { TranslationPanel } from "./translation-panel.tsx";

export const newsEditKey = (id: number) => `news-edit-${id}`;

/** A news row's inline editor: Save (the slug is regenerated from the title) or Cancel. */
export function NewsEditPanel({
  item,
  onClose,
  copy,
}: {
  item: NewsItem;
  onClose: (saved: boolean) => void;
  copy: typeof adminCopy;
}) {
  const canPublish = useCan("content");
  const form = useEntityForm({
    draftKey: newsEditKey(item.id),
    initial: newsDraftOf(item),
    toInput: (draft): NewsUpdate => {
      const input = newsInputOf(
        canPublish ? draft : { ...draft, publish: { mode: "keep", at: "" } },
        copy.news.defaultCategory,
        item.published_at,
      );
      return { ...input, slug: slugify(input.title) };
    },
    schema: newsUpdateSchema,
    send: (input) => adminApi.updateNews(item.id, input),
    refresh: queryKeys.news,
    failedMessage: copy.news.saveFailed,
    timeRequired: copy.publishing.timeRequired,
    onSaved: () => onClose(true),
  });
  return (
    <>
      <form
        onSubmit={form.submit}
        noValidate
        aria-label={`${copy.table.edit}: ${item.title}`}
        className="space-y-4 p-4"
      >
        <NewsFields
          draft={form.draft}
          onChange={form.update}
          errors={form.errors}
          editing
          canKeepDate={item.published_at !== null}
          copy={copy}
        />
        <EditPanelButtons
          pending={form.pending}
          failure={form.failure}
          copy={copy.table}
          onCancel={() => {
            form.reset();
            onClose(false);
          }}
        />
      </form>
      <TranslationPanel
        kind="news"
        item={item}
        fields={NEWS_TRANSLATABLE}
        refresh={queryKeys.news}
        copy={copy.translations}
        admin={copy}
      />
    </>
  );
}
