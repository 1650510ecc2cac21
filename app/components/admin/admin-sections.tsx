import { useQuery } from "@tanstack/react-query";
import { adminCopy } from "../../content/admin.ts";
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

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormMessage kind="error">{message}</FormMessage>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {adminCopy.dashboard.retry}
      </Button>
    </div>
  );
}

export const useNewsList = () =>
  useQuery({ queryKey: queryKeys.news, queryFn: ({ signal }) => adminApi.listNews(signal) });
export const usePublicationsList = () =>
  useQuery({ queryKey: queryKeys.publications, queryFn: ({ signal }) => adminApi.listPublications(signal) });

/** News: the Create News form and the News Items table (on the dashboard and the News screen). */
export function NewsSection() {
  const news = useNewsList();
  return (
    <DashboardSection id="news" title={adminCopy.nav.news}>
      <CreateNewsForm />
      {news.data && <NewsTable items={news.data} />}
      {news.isPending && <p className="text-muted">{adminCopy.dashboard.loadingNews}</p>}
    </DashboardSection>
  );
}

/** Publications: the Create Publication form and the Publications table. */
export function PublicationsSection() {
  const publications = usePublicationsList();
  return (
    <DashboardSection id="publications" title={adminCopy.nav.publications}>
      {publications.isError && (
        <LoadFailed
          message={errorMessage(publications.error, adminCopy.dashboard.loadPublicationsFailed)}
          onRetry={() => publications.refetch()}
        />
      )}
      <CreatePublicationForm />
      {publications.data && <PublicationsTable items={publications.data} />}
      {publications.isPending && <p className="text-muted">{adminCopy.dashboard.loadingPublications}</p>}
    </DashboardSection>
  );
}

export function SettingsSection() {
  return (
    <DashboardSection id="settings" title={adminCopy.nav.settings}>
      <SettingsForm />
    </DashboardSection>
  );
}
