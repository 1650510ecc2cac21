import { type Role, roleCan } from "../../../shared/roles.ts";
import type { adminCopy } from "../../content/admin.ts";
import type { inboxCopy, subscribersCopy } from "../../content/admin-inbox.ts";
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

type AdminCopy = typeof adminCopy;
type InboxCopy = typeof inboxCopy;

/** The dashboard: figures, then news, publications and settings (as the role allows), each also a screen of its own. */
export function Dashboard({
  role,
  copy: admin,
  inboxCopy,
  subscriberFigures,
}: {
  role: Role;
  copy: AdminCopy;
  inboxCopy: InboxCopy;
  subscriberFigures: typeof subscribersCopy.figures;
}) {
  const copy = admin.dashboard;
  const news = useNewsList();
  const publications = usePublicationsList();
  const stats = dashboardStats(news.data ?? [], publications.data ?? [], copy.stats).map((stat, index) => ({
    ...stat,
    value: (index === 1 ? publications.data : news.data) ? stat.value : null,
  }));

  return (
    <div className="space-y-12">
      <DashboardSection id="dashboard" title={copy.title}>
        {news.isError && (
          <LoadFailed
            message={errorMessage(news.error, copy.loadFailed)}
            retryLabel={copy.retry}
            onRetry={() => news.refetch()}
          />
        )}
        <StatCards stats={stats} />
      </DashboardSection>
      {roleCan(role, "inbox") && (
        <InboxSummary subscribers={roleCan(role, "subscribers")} copy={inboxCopy} figures={subscriberFigures} />
      )}
      {roleCan(role, "news-drafts") && <NewsSection copy={admin} />}
      {roleCan(role, "content") && <PublicationsSection copy={admin} />}
      {roleCan(role, "settings") && <SettingsSection copy={admin} />}
    </div>
  );
}
