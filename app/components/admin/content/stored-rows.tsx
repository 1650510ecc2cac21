import { useQueryClient } from "@tanstack/react-query";
import { optionLabel } from "../../../../shared/collections/fields.ts";
import { translatableOf } from "../../../../shared/collections/translatable.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { useMe } from "../accounts/use-me.ts";
import { useCan } from "../accounts/use-role.ts";
import { useChoiceName } from "../form-kit/choice-select.tsx";
import { DataTable } from "../form-kit/data-table.tsx";
import { EditPanelButtons } from "../form-kit/edit-panel-buttons.tsx";
import { EntityRow } from "../form-kit/entity-row.tsx";
import { useEntityForm } from "../form-kit/use-entity-form.ts";
import { ConflictPanel } from "../revisions/conflict-panel.tsx";
import { ItemEditor, type Reload } from "../revisions/item-editor.tsx";
import { refreshAfterChange } from "../shell/admin-api.ts";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { collectionApi } from "./collection-api.ts";
import type { CollectionScreenCopy } from "./collection-screen.tsx";
import { StoredFields, storedDraftKey, storedFormOptions } from "./stored-form.tsx";
import type { StoredKind } from "./stored-kinds.tsx";
import { TranslationPanel } from "./translation-panel.tsx";

/** A news item or publication as the staff list answers it. */
export type StoredItem = Record<string, unknown> & {
  id: number;
  title: string;
  slug: string;
  published_at: string | null;
  version?: number;
  author_id?: number | null;
  translations?: string[];
};

type Copy = { admin: typeof adminCopy; list: CollectionScreenCopy };

/** A row's inline editor: its fields, what to do after an edit conflict, Save or Cancel, then the Kiswahili version. */
function EditForm({
  kind,
  item,
  onClose,
  reload,
  copy,
}: {
  kind: StoredKind;
  item: StoredItem;
  onClose: (saved: boolean) => void;
  reload: Reload;
  copy: Copy;
}) {
  const canPublish = useCan("content");
  const form = useEntityForm({
    ...storedFormOptions(kind, item, canPublish),
    failedMessage: kind.copy.saveFailed,
    timeRequired: copy.admin.publishing.timeRequired,
    onSaved: () => onClose(true),
  });
  const { conflict } = form;
  return (
    <>
      <form
        onSubmit={form.submit}
        noValidate
        aria-label={`${copy.admin.table.edit}: ${item.title}`}
        className="space-y-4 p-4"
      >
        <StoredFields
          kind={kind}
          draft={form.draft}
          onChange={form.update}
          errors={form.errors}
          item={item}
          canPublish={canPublish}
          copy={copy.list}
        />
        {kind.below?.(item.id)}
        {conflict && (
          <ConflictPanel
            definition={kind.definition}
            current={conflict.current}
            mine={conflict.mine}
            storedPublishedAt={item.published_at}
            copy={copy.admin.revisions}
            pending={form.pending}
            onKeepMine={form.keepMine}
            onTakeTheirs={(mine) => reload(conflict.current, mine)}
          />
        )}
        <EditPanelButtons
          pending={form.pending}
          failure={form.failure}
          copy={copy.admin.table}
          onCancel={() => {
            form.reset();
            onClose(false);
          }}
        />
      </form>
      <TranslationPanel
        kind={kind.name}
        item={item}
        fields={translatableOf(kind.definition).map((field) => ({
          ...field,
          label: copy.admin.translations.fieldLabels[field.name] ?? field.label,
        }))}
        refresh={kind.queryKey}
        copy={copy.admin.translations}
        admin={copy.admin}
      />
    </>
  );
}

/** The editor of a row: the form, with the item's history and preview links beside it. */
function EditPanel({
  kind,
  item,
  onClose,
  copy,
}: {
  kind: StoredKind;
  item: StoredItem;
  onClose: (saved: boolean) => void;
  copy: Copy;
}) {
  return (
    <ItemEditor
      kind={kind.name}
      item={item}
      definition={kind.definition}
      draftKey={storedDraftKey(kind.name, item.id)}
      refresh={kind.queryKey}
      copy={{ revisions: copy.admin.revisions, statuses: copy.admin.table.statuses }}
    >
      {(loaded, reload) => (
        <EditForm kind={kind} item={loaded as StoredItem} onClose={onClose} reload={reload} copy={copy} />
      )}
    </ItemEditor>
  );
}

/**
 * The list of news items or publications: title with status and address, the
 * definition's list fields, the publish date, Edit and Delete. Deleting, and
 * editing anything but one's own drafts, needs an Editor or Administrator.
 */
export function StoredTable({ kind, items, copy }: { kind: StoredKind; items: StoredItem[]; copy: Copy }) {
  const dates = useAdminDates();
  const queryClient = useQueryClient();
  const { definition } = kind;
  const canDelete = useCan("content");
  const me = useMe();
  const mayEdit = (item: StoredItem) => canDelete || (item.author_id === me.data?.id && item.published_at === null);
  // A category or a type from a managed list, named in the staff member's language.
  const listed = definition.listFields.find((f) => definition.fields[f]?.list);
  const choiceName = useChoiceName(listed ? definition.fields[listed]?.list : undefined);
  const cell = (item: StoredItem, field: string) => {
    const value = item[field];
    if (typeof value === "boolean") return value ? copy.admin.table.yes : copy.admin.table.no;
    if (typeof value !== "string") return "";
    return field === listed ? choiceName(value) : optionLabel(definition.fields[field], value);
  };
  return (
    <DataTable
      caption={kind.copy.tableTitle}
      columns={[...definition.listFields.map((f) => definition.fields[f]?.label ?? f), copy.admin.table.published]}
      empty={items.length === 0 ? kind.copy.empty : null}
      copy={{ title: copy.admin.news.title, actions: copy.admin.table.actions }}
    >
      {items.map((item) => (
        <EntityRow
          key={item.id}
          title={item.title}
          publishedAt={item.published_at}
          address={definition.stored?.address(item.slug) ?? ""}
          cells={[...definition.listFields.map((f) => cell(item, f)), dates.eat(item.published_at)]}
          draftKey={storedDraftKey(kind.name, item.id)}
          editable={mayEdit(item)}
          copy={copy.admin.table}
          translations={item.translations}
          onDelete={
            canDelete
              ? async () => {
                  await collectionApi.remove(kind.name, item.id);
                  await refreshAfterChange(queryClient, kind.queryKey);
                }
              : undefined
          }
          editor={(close) => <EditPanel kind={kind} item={item} onClose={close} copy={copy} />}
        />
      ))}
    </DataTable>
  );
}
