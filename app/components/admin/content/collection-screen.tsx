import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useCallback, useState } from "react";
import type { CollectionDefinition, CollectionItem } from "../../../../shared/collections/define.ts";
import { optionLabel } from "../../../../shared/collections/fields.ts";
import type { CollectionName } from "../../../../shared/collections/index.ts";
import type { MoveTarget } from "../../../../shared/collections/move-target.ts";
import { translatableOf } from "../../../../shared/collections/translatable.ts";
import { formatDate } from "../../../../shared/format-date.ts";
import type { adminCopy } from "../../../content/admin.ts";
import type { AdminTranslationsCopy } from "../../../content/admin-translations.ts";
import { Button } from "../../ui/button.tsx";
import { DataTable, type DataTableCopy, EditRow, wideOnly } from "../form-kit/data-table.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import {
  ListControls,
  type ListControlsCopy,
  type ListFilter,
  NO_FILTER,
  Pagination,
  type PaginationCopy,
} from "../form-kit/list-controls.tsx";
import { OrderButtons, type OrderButtonsCopy } from "../form-kit/order-buttons.tsx";
import { PAGE_SIZE } from "../form-kit/paged-list.ts";
import { DashboardSection } from "../form-kit/panel.tsx";
import { RowActions } from "../form-kit/row-actions.tsx";
import { StatusBadge } from "../form-kit/status-badge.tsx";
import { type ReorderCopy, useReorder } from "../form-kit/use-reorder.ts";
import { ItemEditor } from "../revisions/item-editor.tsx";
import { collectionApi, collectionKey } from "./collection-api.ts";
import { CollectionCreate } from "./collection-create.tsx";
import { CollectionForm, type CollectionFormCopy } from "./collection-form.tsx";
import { KiswahiliMissingBadge } from "./kiswahili-missing-badge.tsx";
import { TranslationPanel } from "./translation-panel.tsx";

export type CollectionScreenCopy = CollectionFormCopy &
  ListControlsCopy &
  PaginationCopy &
  OrderButtonsCopy &
  ReorderCopy & {
    newItem: (singular: string) => string;
    createTitle: (singular: string) => string;
    created: (singular: string) => string;
    addAtTop: string;
    saved: string;
    loading: string;
    loadFailed: string;
    retry: string;
    empty: (label: string) => string;
    noMatch: string;
    moveFailed: string;
    downloads: string;
    yes: string;
    no: string;
    table: typeof adminCopy.table;
    columns: DataTableCopy;
    translations: AdminTranslationsCopy;
  };

function cell(
  definition: CollectionDefinition,
  item: CollectionItem,
  field: string,
  copy: CollectionScreenCopy,
  valueWords: Readonly<Record<string, string>>,
): string {
  const value = item[field];
  const input = definition.fields[field]?.input;
  if (input === "select" && typeof value === "string")
    return value ? optionLabel(definition.fields[field], value) : "—";
  if (input === "datetime" || input === "date") return typeof value === "string" ? formatDate(value, "short") : "—";
  if (input === "checkbox") return value ? copy.yes : copy.no;
  if (typeof value === "number") return value.toLocaleString("en-US");
  return typeof value === "string" && value ? (valueWords[value] ?? value) : "—";
}

/**
 * The admin screen of any collection, from its definition: create, a searchable
 * and filterable list paged on the server, edit in place, delete after asking,
 * and moving items up or down where staff set the order.
 */
export function CollectionScreen({
  name,
  definition,
  copy,
  valueWords = {},
}: {
  name: CollectionName;
  definition: CollectionDefinition;
  copy: CollectionScreenCopy;
  /** free-text values as the staff member reads them ("Guide" → "Mwongozo"); absent: as typed */
  valueWords?: Readonly<Record<string, string>>;
}) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const params = { ...filter, limit: PAGE_SIZE, offset };
  const list = useQuery({
    queryKey: [...collectionKey(name), params],
    queryFn: ({ signal }) => collectionApi.list(name, params, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: collectionKey(name) });
  const changeFilter = useCallback((next: ListFilter) => {
    setFilter(next);
    setOffset(0);
  }, []);
  const kindSpec = definition.kindField ? definition.fields[definition.kindField] : undefined;
  const kinds = kindSpec?.options?.map((value) => ({ value, label: optionLabel(kindSpec, value) }));
  const columns = definition.listFields.map((f) => definition.fields[f]?.label ?? f);
  if (definition.downloads) columns.push(copy.downloads);
  const byHand = definition.order === "position";
  const span = columns.length + 2;

  /** Sends one move; true once it is stored (and the list reloaded), else the error shows. */
  async function move(item: CollectionItem, target: MoveTarget): Promise<boolean> {
    setMoveError(null);
    try {
      await collectionApi.move(name, item.id, target);
      await refresh();
      return true;
    } catch (error) {
      setMoveError(errorMessage(error, copy.moveFailed));
      return false;
    }
  }

  const titleOf = (item: CollectionItem) => String(item[definition.titleField] ?? "");
  const total = list.data?.total ?? 0;
  const reorder = useReorder({
    items: list.data?.items ?? [],
    offset,
    total,
    titleOf,
    onDrop: (item, index) => move(item, { position: offset + index }),
    copy,
  });
  const items = reorder.shown;
  const filtered = filter.q !== "" || filter.status !== "" || filter.kind !== "" || filter.missing;
  const ordering = byHand && !filtered;
  return (
    <DashboardSection id={name} title={definition.label}>
      <FormMessage kind="success">{notice}</FormMessage>
      <CollectionCreate
        name={name}
        definition={definition}
        copy={copy}
        onOpen={() => setNotice(null)}
        onDone={(saved) => setNotice(saved ? copy.created(definition.singular) : null)}
      />
      <ListControls filter={filter} onChange={changeFilter} kinds={kinds} copy={copy} />
      {list.isError && (
        <div className="space-y-3">
          <FormMessage kind="error">{errorMessage(list.error, copy.loadFailed)}</FormMessage>
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            {copy.retry}
          </Button>
        </div>
      )}
      <FormMessage kind="error">{moveError}</FormMessage>
      {ordering && (
        <p id="reorder-help" className="text-sm text-muted">
          {copy.gripHelp}
        </p>
      )}
      <p role="status" aria-live="assertive" className="sr-only">
        {reorder.announcement}
      </p>
      {list.isPending ? (
        <p className="text-muted">{copy.loading}</p>
      ) : (
        <DataTable
          caption={definition.label}
          columns={columns}
          empty={items.length === 0 ? (filtered ? copy.noMatch : copy.empty(definition.label)) : null}
          copy={copy.columns}
        >
          {items.map((item, index) => {
            const title = titleOf(item);
            return (
              <Fragment key={item.id}>
                <tr
                  {...(ordering && reorder.rowProps(item.id))}
                  className={reorder.carrying === item.id ? "bg-brand-50 outline-2 outline-brand-700" : undefined}
                >
                  <td className="px-4 py-3 sm:px-6">
                    <span className="block font-semibold text-ink">{title}</span>
                    <span className="flex flex-wrap gap-2">
                      <StatusBadge
                        publishedAt={item.published_at}
                        labels={copy.table.statuses}
                        scheduledFor={copy.table.scheduledFor}
                      />
                      <KiswahiliMissingBadge
                        translations={(item as { translations?: string[] }).translations}
                        label={copy.table.kiswahiliMissing}
                      />
                    </span>
                  </td>
                  {definition.listFields.map((field) => (
                    <td key={field} className={`px-4 py-3 text-muted ${wideOnly}`}>
                      {cell(definition, item, field, copy, valueWords)}
                    </td>
                  ))}
                  {definition.downloads && (
                    <td className={`px-4 py-3 text-muted ${wideOnly}`}>{String(item.downloads ?? 0)}</td>
                  )}
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-start gap-2">
                      {ordering && (
                        <OrderButtons
                          title={title}
                          first={offset + index === 0}
                          last={offset + index + 1 >= total}
                          grip={reorder.gripProps(item.id)}
                          onTop={() => move(item, { to: "top" })}
                          onBottom={() => move(item, { to: "bottom" })}
                          copy={copy}
                        />
                      )}
                      <RowActions
                        title={title}
                        editing={editing === item.id}
                        copy={copy.table}
                        onEdit={() => setEditing(editing === item.id ? null : item.id)}
                        onDelete={async () => {
                          await collectionApi.remove(name, item.id);
                          await refresh();
                        }}
                      />
                    </div>
                  </td>
                </tr>
                {editing === item.id && (
                  <EditRow span={span}>
                    <ItemEditor
                      kind={name}
                      item={item}
                      definition={definition}
                      draftKey={`${name}-edit-${item.id}`}
                      refresh={collectionKey(name)}
                      copy={{ revisions: copy.revisions, statuses: copy.table.statuses }}
                    >
                      {(loaded, reload) => (
                        <>
                          <CollectionForm
                            name={name}
                            definition={definition}
                            item={loaded as CollectionItem}
                            copy={copy}
                            onReload={reload}
                            onDone={(saved) => {
                              setEditing(null);
                              setNotice(saved ? copy.saved : null);
                            }}
                          />
                          <TranslationPanel
                            kind={name}
                            item={loaded as CollectionItem}
                            fields={translatableOf(definition)}
                            refresh={collectionKey(name)}
                            copy={copy.translations}
                            admin={copy.rich}
                          />
                        </>
                      )}
                    </ItemEditor>
                  </EditRow>
                )}
              </Fragment>
            );
          })}
        </DataTable>
      )}
      {list.data && (
        <Pagination offset={offset} limit={PAGE_SIZE} total={list.data.total} onOffset={setOffset} copy={copy} />
      )}
    </DashboardSection>
  );
}
