import type { adminCopy } from "../../../content/admin.ts";
import type { DashboardStats } from "./admin-api.ts";

/** The dashboard's five figures (news, publications, categories, published, featured), labelled; null while loading. */
export function dashboardStats(stats: DashboardStats | undefined, labels: typeof adminCopy.dashboard.stats) {
  return [
    { label: labels.totalNews, value: stats?.total_news ?? null },
    { label: labels.publications, value: stats?.publications ?? null },
    { label: labels.categories, value: stats?.categories ?? null },
    { label: labels.published, value: stats?.published ?? null },
    { label: labels.featured, value: stats?.featured ?? null },
  ];
}

export function StatCards({ stats }: { stats: { label: string; value: number | null }[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-5">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-card border border-line bg-white p-3 shadow-card sm:p-4">
          <p className="text-xs font-semibold text-muted sm:text-sm">{stat.label}</p>
          <p className="mt-1 font-display text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value ?? "…"}</p>
        </li>
      ))}
    </ul>
  );
}
