import { useQuery } from "@tanstack/react-query";
import { type Role, roleCan } from "../../../../shared/roles.ts";
import type { adminCopy } from "../../../content/admin.ts";
import type { inboxCopy, subscribersCopy } from "../../../content/admin-inbox.ts";
import type { CollectionScreenCopy } from "../content/collection-screen.tsx";
import { PagedNewsSection, PagedPublicationsSection } from "../content/stored-section.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { DashboardSection } from "../form-kit/panel.tsx";
import { InboxSummary } from "../inbox/inbox-summary.tsx";
import { adminApi, queryKeys } from "./admin-api.ts";
import { LoadFailed, SettingsSection } from "./admin-sections.tsx";
import { dashboardStats, StatCards } from "./stat-cards.tsx";

type AdminCopy = typeof adminCopy;
type InboxCopy = typeof inboxCopy;

/**
 * The dashboard: figures counted on the server, then news, publications and settings
 * (as the role allows), each a page of the list as on its own screen.
 */
export function Dashboard({
  role,
  copy: admin,
  listCopy,
  inboxCopy,
  subscriberFigures,
}: {
  role: Role;
  copy: AdminCopy;
  listCopy: CollectionScreenCopy;
  inboxCopy: InboxCopy;
  subscriberFigures: typeof subscribersCopy.figures;
}) {
  const copy = admin.dashboard;
  const stats = useQuery({ queryKey: queryKeys.stats, queryFn: ({ signal }) => adminApi.stats(signal) });

  return (
    <div className="space-y-12">
      <DashboardSection id="dashboard" title={copy.title}>
        {stats.isError && (
          <LoadFailed
            message={errorMessage(stats.error, copy.loadFailed)}
            retryLabel={copy.retry}
            onRetry={() => stats.refetch()}
          />
        )}
        <StatCards stats={dashboardStats(stats.data, copy.stats)} />
      </DashboardSection>
      {roleCan(role, "inbox") && (
        <InboxSummary subscribers={roleCan(role, "subscribers")} copy={inboxCopy} figures={subscriberFigures} />
      )}
      {roleCan(role, "news-drafts") && <PagedNewsSection title={admin.nav.news} copy={listCopy} admin={admin} />}
      {roleCan(role, "content") && (
        <PagedPublicationsSection title={admin.nav.publications} copy={listCopy} admin={admin} />
      )}
      {roleCan(role, "settings") && <SettingsSection copy={admin} />}
    </div>
  );
}
