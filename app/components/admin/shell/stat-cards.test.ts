import { describe, expect, it } from "vitest";
import { adminCopy } from "../../../content/admin.ts";
import { dashboardStats } from "./stat-cards.tsx";

describe("dashboardStats", () => {
  it("labels the server's figures in the dashboard's fixed order", () => {
    const stats = dashboardStats(
      { total_news: 4, publications: 2, categories: 2, published: 3, featured: 1 },
      adminCopy.dashboard.stats,
    );
    expect(stats.map((s) => [s.label, s.value])).toEqual([
      ["Total News", 4],
      ["Publications", 2],
      ["Categories", 2],
      ["Published", 3],
      ["Featured", 1],
    ]);
  });

  it("shows no figure while they load", () => {
    expect(dashboardStats(undefined, adminCopy.dashboard.stats).every((s) => s.value === null)).toBe(true);
  });
});
