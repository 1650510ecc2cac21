import { publicationUpdateSchema } from "../../../../shared/publication-schema.ts";
import type { Publication } from "../../../../shared/publications.ts";
import { PUBLICATIONS_TRANSLATABLE } from "../../../../shared/translatable-fields.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { EditPanelButtons } from "../form-kit/edit-panel-buttons.tsx";
import { useEntityForm } from "../form-kit/use-entity-form.ts";
import { adminApi, queryKeys } from "../shell/admin-api.ts";
import { PageRenderStatus } from "./page-render-status.tsx";
import { PublicationFields, publicationDraftOf, publicationInputOf } from "./publication-fields.tsx";
import { TranslationPanel } from "./translation-panel.tsx";

export const publicationEditKey = (id: number) => `publication-edit-${id}`;

/** A publication row's inline editor: Save or Cancel. */
export function PublicationEditPanel({
  item,
  onClose,
  copy,
}: {
  item: Publication;
  onClose: (saved: boolean) => void;
  copy: typeof adminCopy;
}) {
  const form = useEntityForm({
    draftKey: publicationEditKey(item.id),
    initial: publicationDraftOf(item),
    toInput: (draft) => publicationInputOf(draft, copy.publications.defaultType, item.published_at),
    schema: publicationUpdateSchema,
    send: (input) => adminApi.updatePublication(item.id, input),
    refresh: queryKeys.publications,
    failedMessage: copy.publications.saveFailed,
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
        <PublicationFields
          draft={form.draft}
          onChange={form.update}
          errors={form.errors}
          canKeepDate={item.published_at !== null}
          copy={copy}
        />
        <PageRenderStatus publicationId={item.id} copy={copy.publications.pageImages} />
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
        kind="publications"
        item={item}
        fields={PUBLICATIONS_TRANSLATABLE}
        refresh={queryKeys.publications}
        copy={copy.translations}
        admin={copy}
      />
    </>
  );
}
