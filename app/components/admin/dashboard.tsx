import { type Role, roleCan } from "../../../shared/roles.ts";
import { adminCopy } from "../../content/admin.ts";
import {
  LoadFailed,
  NewsSection,
  PublicationsSection,
  SettingsSection,
  useNewsList,
  usePublicationsList,
} from "./admin-sections.tsx";
import { errorMessage } from "./error-message.ts";
import { InboxSummary } from "./inbox/inbox-summary.tsx";
import { DashboardSection } from "./panel.tsx";
import { dashboardStats, StatCards } from "./stat-cards.tsx";

/** The dashboard: figures, then news, publications and settings (as the role allows), each also a screen of its own. */
export function Dashboard({ role }: { role: Role }) {
  const copy = adminCopy.dashboard;
  const news = useNewsList();
  const publications = usePublicationsList();
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
      {roleCan(role, "inbox") && <InboxSummary subscribers={roleCan(role, "subscribers")} />}
      {roleCan(role, "news-drafts") && <NewsSection />}
      {roleCan(role, "content") && <PublicationsSection />}
      {roleCan(role, "settings") && <SettingsSection />}
    </div>
  );
}
