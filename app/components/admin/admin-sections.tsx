import { useQuery } from "@tanstack/react-query";
import type { adminCopy } from "../../content/admin.ts";
import { Button } from "../ui/button.tsx";
import { adminApi, queryKeys } from "./admin-api.ts";
import { CreateNewsForm } from "./create-news-form.tsx";
import { CreatePublicationForm } from "./create-publication-form.tsx";
import { errorMessage } from "./error-message.ts";
import { FormMessage } from "./fields.tsx";
import { NewsTable } from "./news-table.tsx";
import { DashboardSection } from "./panel.tsx";
import { PublicationsTable } from "./publications-table.tsx";
import { SettingsForm } from "./settings-form.tsx";

type AdminCopy = typeof adminCopy;

export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-3">
      <FormMessage kind="error">{message}</FormMessage>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

export const useNewsList = () =>
  useQuery({ queryKey: queryKeys.news, queryFn: ({ signal }) => adminApi.listNews(signal) });
export const usePublicationsList = () =>
  useQuery({ queryKey: queryKeys.publications, queryFn: ({ signal }) => adminApi.listPublications(signal) });

/** News: the Create News form and the News Items table (on the dashboard and the News screen). */
export function NewsSection({ copy }: { copy: AdminCopy }) {
  const news = useNewsList();
  return (
    <DashboardSection id="news" title={copy.nav.news}>
      <CreateNewsForm copy={copy} />
      {news.data && <NewsTable items={news.data} copy={copy} />}
      {news.isPending && <p className="text-muted">{copy.dashboard.loadingNews}</p>}
    </DashboardSection>
  );
}

/** Publications: the Create Publication form and the Publications table. */
export function PublicationsSection({ copy }: { copy: AdminCopy }) {
  const publications = usePublicationsList();
  return (
    <DashboardSection id="publications" title={copy.nav.publications}>
      {publications.isError && (
        <LoadFailed
          message={errorMessage(publications.error, copy.dashboard.loadPublicationsFailed)}
          retryLabel={copy.dashboard.retry}
          onRetry={() => publications.refetch()}
        />
      )}
      <CreatePublicationForm copy={copy} />
      {publications.data && <PublicationsTable items={publications.data} copy={copy} />}
      {publications.isPending && <p className="text-muted">{copy.dashboard.loadingPublications}</p>}
    </DashboardSection>
  );
}

export function SettingsSection({ copy }: { copy: AdminCopy }) {
  return (
    <DashboardSection id="settings" title={copy.nav.settings}>
      <SettingsForm copy={copy.settings} />
    </DashboardSection>
  );
}
