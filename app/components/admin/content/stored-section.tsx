import type { adminCopy } from "../../../content/admin.ts";
import { useCan } from "../accounts/use-role.ts";
import { CreateForm } from "../form-kit/create-form.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { ListControls, Pagination } from "../form-kit/list-controls.tsx";
import { PAGE_SIZE, usePagedList } from "../form-kit/paged-list.ts";
import { DashboardSection } from "../form-kit/panel.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";
import type { CollectionScreenCopy } from "./collection-screen.tsx";
import { type StoredDraft, StoredFields, storedFormOptions } from "./stored-form.tsx";
import { newsKind, publicationsKind, type StoredKind } from "./stored-kinds.tsx";
import { type StoredItem, StoredTable } from "./stored-rows.tsx";

/** A News or Publications screen: its title, the list copy and the admin copy of its form and table. */
type PagedScreenProps = { title: string; copy: CollectionScreenCopy; admin: typeof adminCopy };

/**
 * A kind kept in its own table (news, publications; decision 0074): its create
 * form, then its list searched, filtered and paged on the server. Everything
 * comes from the kind's definition (stored-kinds.tsx).
 */
function PagedSection({ kind, title, copy, admin }: PagedScreenProps & { kind: StoredKind }) {
  const { list, filter, changeFilter, offset, setOffset } = usePagedList<StoredItem>(
    kind.queryKey,
    `/api/${kind.name}`,
  );
  // Authors write drafts; publishing and scheduling are an Editor's.
  const canPublish = useCan("content");
  return (
    <DashboardSection id={kind.name} title={title}>
      <CreateForm<StoredDraft, Record<string, unknown>>
        copy={kind.copy}
        options={{ ...storedFormOptions(kind, undefined, canPublish), timeRequired: admin.publishing.timeRequired }}
        fields={(props) => <StoredFields kind={kind} canPublish={canPublish} copy={copy} {...props} />}
      />
      <ListControls filter={filter} onChange={changeFilter} copy={copy} />
      {list.isError && (
        <LoadFailed
          message={errorMessage(list.error, kind.copy.loadFailed)}
          retryLabel={admin.dashboard.retry}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data && <StoredTable kind={kind} items={list.data.items} copy={{ admin, list: copy }} />}
      {list.isPending && <p className="text-muted">{kind.copy.loading}</p>}
      {list.data && (
        <Pagination offset={offset} limit={PAGE_SIZE} total={list.data.total} onOffset={setOffset} copy={copy} />
      )}
    </DashboardSection>
  );
}

export function PagedNewsSection(props: PagedScreenProps) {
  return <PagedSection kind={newsKind(props.admin)} {...props} />;
}

export function PagedPublicationsSection(props: PagedScreenProps) {
  return <PagedSection kind={publicationsKind(props.admin)} {...props} />;
}
