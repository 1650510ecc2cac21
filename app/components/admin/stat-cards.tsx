import type { NewsItem } from "../../../shared/news.ts";
import type { Publication } from "../../../shared/publications.ts";
import type { adminCopy } from "../../content/admin.ts";

/** The dashboard figures of spec section 2, from the staff lists (drafts included). */
export function dashboardStats(
  news: NewsItem[],
  publications: Publication[],
  labels: typeof adminCopy.dashboard.stats,
) {
  const categories = new Set(news.map((item) => item.category.trim()).filter(Boolean));
  return [
    { label: labels.totalNews, value: news.length },
    { label: labels.publications, value: publications.length },
    { label: labels.categories, value: categories.size },
    { label: labels.published, value: news.filter((item) => item.published_at !== null).length },
    { label: labels.featured, value: news.filter((item) => item.featured).length },
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
