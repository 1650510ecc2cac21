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
import { dashboardStats, StatCards } from "./stat-cards.tsx";

const SESSION_CHECK_MS = 5 * 60 * 1000;

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormMessage kind="error">{message}</FormMessage>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {adminCopy.dashboard.retry}
      </Button>
    </div>
  );
}

/** The one-page dashboard: figures, news, publications and settings, each a sidebar anchor. */
export function Dashboard() {
  const copy = adminCopy.dashboard;
  // Reads answer a stale token as a visitor (no drafts), so the token is checked first and then every few minutes.
  const session = useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => adminApi.session(signal),
    refetchInterval: SESSION_CHECK_MS,
  });
  const enabled = !session.isPending;
  const news = useQuery({ queryKey: queryKeys.news, queryFn: ({ signal }) => adminApi.listNews(signal), enabled });
  const publications = useQuery({
    queryKey: queryKeys.publications,
    queryFn: ({ signal }) => adminApi.listPublications(signal),
    enabled,
  });
  const stats = dashboardStats(news.data ?? [], publications.data ?? []).map((stat, index) => ({
    ...stat,
    value: (index === 1 ? publications.data : news.data) ? stat.value : null,
  }));

  return (
    <div className="space-y-12">
      <DashboardSection id="dashboard" title={copy.title}>
        {news.isError && (
          <LoadFailed message={errorMessage(news.error, copy.loadFailed)} onRetry={() => news.refetch()} />
        )}
        <StatCards stats={stats} />
      </DashboardSection>
      <DashboardSection id="news" title={adminCopy.nav.news}>
        <CreateNewsForm />
        {news.data && <NewsTable items={news.data} />}
        {news.isPending && <p className="text-muted">{copy.loadingNews}</p>}
      </DashboardSection>
      <DashboardSection id="publications" title={adminCopy.nav.publications}>
        {publications.isError && (
          <LoadFailed
            message={errorMessage(publications.error, copy.loadPublicationsFailed)}
            onRetry={() => publications.refetch()}
          />
        )}
        <CreatePublicationForm />
        {publications.data && <PublicationsTable items={publications.data} />}
        {publications.isPending && <p className="text-muted">{copy.loadingPublications}</p>}
      </DashboardSection>
      <DashboardSection id="settings" title={adminCopy.nav.settings}>
        <SettingsForm />
      </DashboardSection>
    </div>
  );
}
