/** GET /api/dashboard/stats: the dashboard's figures (staff view: drafts and scheduled items count too). */
export type DashboardStats = {
  total_news: number;
  publications: number;
  /** distinct non-empty news categories */
  categories: number;
  /** news that have a publish date */
  published: number;
  featured: number;
};
