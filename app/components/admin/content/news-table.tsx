import { useQueryClient } from "@tanstack/react-query";
import { formatEat } from "../../../../shared/east-africa-time.ts";
import type { NewsItem } from "../../../../shared/news.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { useMe } from "../accounts/use-me.ts";
import { useCan } from "../accounts/use-role.ts";
import { DataTable } from "../form-kit/data-table.tsx";
import { EntityRow } from "../form-kit/entity-row.tsx";
import { adminApi, queryKeys, refreshAfterChange } from "../shell/admin-api.ts";
import { NewsEditPanel, newsEditKey } from "./news-edit-panel.tsx";

/** News Items: Title, Category, Featured, Published, Actions. */
export function NewsTable({ items, copy: admin }: { items: NewsItem[]; copy: typeof adminCopy }) {
  const queryClient = useQueryClient();
  const copy = admin.news;
  // Deleting news, and editing anything but one's own drafts, needs an Editor or Administrator.
  const canDelete = useCan("content");
  const me = useMe();
  const mayEdit = (item: NewsItem) => canDelete || (item.author_id === me.data?.id && item.published_at === null);
  return (
    <DataTable
      caption={copy.tableTitle}
      columns={[copy.category, copy.featured, admin.table.published]}
      empty={items.length === 0 ? copy.empty : null}
      copy={{ title: copy.title, actions: admin.table.actions }}
    >
      {items.map((item) => (
        <EntityRow
          key={item.id}
          title={item.title}
          publishedAt={item.published_at}
          address={`/news/${item.slug}`}
          cells={[item.category, item.featured ? admin.table.yes : admin.table.no, formatEat(item.published_at)]}
          draftKey={newsEditKey(item.id)}
          editable={mayEdit(item)}
          copy={admin.table}
          translations={(item as NewsItem & { translations?: string[] }).translations}
          onDelete={
            canDelete
              ? async () => {
                  await adminApi.deleteNews(item.id);
                  await refreshAfterChange(queryClient, queryKeys.news);
                }
              : undefined
          }
          editor={(close) => <NewsEditPanel item={item} onClose={close} copy={admin} />}
        />
      ))}
    </DataTable>
  );
}
