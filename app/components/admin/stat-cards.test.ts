import { describe, expect, it } from "vitest";
import type { NewsItem } from "../../../shared/news.ts";
import type { Publication } from "../../../shared/publications.ts";
import { adminCopy } from "../../content/admin.ts";
import { dashboardStats } from "./stat-cards.tsx";

const news = (over: Partial<NewsItem>): NewsItem => ({
  id: 1,
  title: "t",
  slug: "t",
  excerpt: "",
  content: "",
  category: "General",
  image_url: null,
  featured: false,
  published_at: null,
  readTime: "1 min read",
  created_at: "",
  updated_at: "",
  ...over,
});

describe("dashboardStats", () => {
  it("counts news, publications, distinct non-empty categories, dated and featured news", () => {
    const items = [
      news({ category: "Governance", published_at: "2025-01-01T00:00:00.000Z", featured: true }),
      news({ category: "Governance", published_at: "2099-01-01T00:00:00.000Z" }),
      news({ category: " " }),
      news({ category: "Youth", featured: true }),
    ];
    const stats = dashboardStats(items, [{} as Publication, {} as Publication], adminCopy.dashboard.stats);
    expect(Object.fromEntries(stats.map((s) => [s.label, s.value]))).toEqual({
      "Total News": 4,
      Publications: 2,
      Categories: 2,
      Published: 2,
      Featured: 2,
    });
  });
});
