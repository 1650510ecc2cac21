import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { NewsItem } from "../../../../shared/news.ts";
import type { Publication } from "../../../../shared/publications.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { CreateNewsForm } from "../content/create-news-form.tsx";
import { CreatePublicationForm } from "../content/create-publication-form.tsx";
import { NewsTable } from "../content/news-table.tsx";
import { PublicationsTable } from "../content/publications-table.tsx";
import { queryKeys } from "../shell/admin-api.ts";
import { LoadFailed } from "../shell/admin-sections.tsx";
import { errorMessage } from "./error-message.ts";
import { ListControls, type ListControlsCopy, Pagination, type PaginationCopy } from "./list-controls.tsx";
import { PAGE_SIZE, usePagedList } from "./paged-list.ts";
import { DashboardSection } from "./panel.tsx";

export type PagedSectionCopy = ListControlsCopy & PaginationCopy & { loading: string; loadFailed: string };

/** A News or Publications screen: its title, the list copy and the admin copy of its form and table. */
type PagedScreenProps = { title: string; copy: PagedSectionCopy; admin: typeof adminCopy };

/** A screen's create form, then its list searched, filtered and paged on the server. */
function PagedSection<T>({
  id,
  title,
  copy,
  queryKey,
  path,
  createForm,
  table,
  retryLabel,
}: {
  id: string;
  title: string;
  copy: PagedSectionCopy;
  retryLabel: string;
  queryKey: QueryKey;
  path: string;
  createForm: ReactNode;
  table: (items: T[]) => ReactNode;
}) {
  const { list, filter, changeFilter, offset, setOffset } = usePagedList<T>(queryKey, path);
  return (
    <DashboardSection id={id} title={title}>
      {createForm}
      <ListControls filter={filter} onChange={changeFilter} copy={copy} />
      {list.isError && (
        <LoadFailed
          message={errorMessage(list.error, copy.loadFailed)}
          retryLabel={retryLabel}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data && table(list.data.items)}
      {list.isPending && <p className="text-muted">{copy.loading}</p>}
      {list.data && (
        <Pagination offset={offset} limit={PAGE_SIZE} total={list.data.total} onOffset={setOffset} copy={copy} />
      )}
    </DashboardSection>
  );
}

export function PagedNewsSection({ title, copy, admin }: PagedScreenProps) {
  return (
    <PagedSection<NewsItem>
      id="news"
      title={title}
      copy={{ ...copy, loading: admin.dashboard.loadingNews, loadFailed: admin.dashboard.loadFailed }}
      queryKey={queryKeys.news}
      path="/api/news"
      createForm={<CreateNewsForm copy={admin} />}
      table={(items) => <NewsTable items={items} copy={admin} />}
      retryLabel={admin.dashboard.retry}
    />
  );
}

export function PagedPublicationsSection({ title, copy, admin }: PagedScreenProps) {
  return (
    <PagedSection<Publication>
      id="publications"
      title={title}
      copy={{
        ...copy,
        loading: admin.dashboard.loadingPublications,
        loadFailed: admin.dashboard.loadPublicationsFailed,
      }}
      queryKey={queryKeys.publications}
      path="/api/publications"
      createForm={<CreatePublicationForm copy={admin} />}
      table={(items) => <PublicationsTable items={items} copy={admin} />}
      retryLabel={admin.dashboard.retry}
    />
  );
}
