import type { NewsItem } from "../../../shared/news.ts";
import type { Publication } from "../../../shared/publications.ts";
import { queryKeys } from "./admin-api.ts";
import { LoadFailed } from "./admin-sections.tsx";
import { CreateNewsForm } from "./create-news-form.tsx";
import { CreatePublicationForm } from "./create-publication-form.tsx";
import { errorMessage } from "./error-message.ts";
import { ListControls, type ListControlsCopy, Pagination, type PaginationCopy } from "./list-controls.tsx";
import { NewsTable } from "./news-table.tsx";
import { PAGE_SIZE, usePagedList } from "./paged-list.ts";
import { DashboardSection } from "./panel.tsx";
import { PublicationsTable } from "./publications-table.tsx";

export type PagedSectionCopy = ListControlsCopy & PaginationCopy & { loading: string; loadFailed: string };

/** The News screen: create, then the list searched, filtered and paged on the server. */
export function PagedNewsSection({ title, copy }: { title: string; copy: PagedSectionCopy }) {
  const { list, filter, changeFilter, offset, setOffset } = usePagedList<NewsItem>(queryKeys.news, "/api/news");
  return (
    <DashboardSection id="news" title={title}>
      <CreateNewsForm />
      <ListControls filter={filter} onChange={changeFilter} copy={copy} />
      {list.isError && (
        <LoadFailed message={errorMessage(list.error, copy.loadFailed)} onRetry={() => list.refetch()} />
      )}
      {list.data && <NewsTable items={list.data.items} />}
      {list.isPending && <p className="text-muted">{copy.loading}</p>}
      {list.data && (
        <Pagination offset={offset} limit={PAGE_SIZE} total={list.data.total} onOffset={setOffset} copy={copy} />
      )}
    </DashboardSection>
  );
}

/** The Publications screen: create, then the list searched, filtered and paged on the server. */
export function PagedPublicationsSection({ title, copy }: { title: string; copy: PagedSectionCopy }) {
  const { list, filter, changeFilter, offset, setOffset } = usePagedList<Publication>(
    queryKeys.publications,
    "/api/publications",
  );
  return (
    <DashboardSection id="publications" title={title}>
      <CreatePublicationForm />
      <ListControls filter={filter} onChange={changeFilter} copy={copy} />
      {list.isError && (
        <LoadFailed message={errorMessage(list.error, copy.loadFailed)} onRetry={() => list.refetch()} />
      )}
      {list.data && <PublicationsTable items={list.data.items} />}
      {list.isPending && <p className="text-muted">{copy.loading}</p>}
      {list.data && (
        <Pagination offset={offset} limit={PAGE_SIZE} total={list.data.total} onOffset={setOffset} copy={copy} />
      )}
    </DashboardSection>
  );
}
