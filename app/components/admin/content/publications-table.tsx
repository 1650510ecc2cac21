import { useQueryClient } from "@tanstack/react-query";
import { formatEat } from "../../../../shared/east-africa-time.ts";
import type { Publication } from "../../../../shared/publications.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { DataTable } from "../form-kit/data-table.tsx";
import { EntityRow } from "../form-kit/entity-row.tsx";
import { adminApi, queryKeys, refreshAfterChange } from "../shell/admin-api.ts";
import { PublicationEditPanel, publicationEditKey } from "./publication-edit-panel.tsx";

/** Publications: Title, Type, Featured, Published, Actions. */
export function PublicationsTable({ items, copy: admin }: { items: Publication[]; copy: typeof adminCopy }) {
  const queryClient = useQueryClient();
  const copy = admin.publications;
  return (
    <DataTable
      caption={copy.tableTitle}
      columns={[copy.type, copy.featured, admin.table.published]}
      empty={items.length === 0 ? copy.empty : null}
      copy={{ title: admin.news.title, actions: admin.table.actions }}
    >
      {items.map((item) => (
        <EntityRow
          key={item.id}
          title={item.title}
          publishedAt={item.published_at}
          address={`/publications?doc=${item.slug}`}
          cells={[item.type, item.featured ? admin.table.yes : admin.table.no, formatEat(item.published_at)]}
          draftKey={publicationEditKey(item.id)}
          copy={admin.table}
          translations={(item as Publication & { translations?: string[] }).translations}
          onDelete={async () => {
            await adminApi.deletePublication(item.id);
            await refreshAfterChange(queryClient, queryKeys.publications);
          }}
          editor={(close) => <PublicationEditPanel item={item} onClose={close} copy={admin} />}
        />
      ))}
    </DataTable>
  );
}
