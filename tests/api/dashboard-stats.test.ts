import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("dashboard figures on %s", (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("counts news, publications, categories, published and featured on the server, drafts included", async () => {
    const news = [
      { title: "A", category: "Governance", featured: true, published_at: "2025-01-01T09:00:00.000Z" },
      { title: "B", category: "Governance", featured: false, published_at: null },
      { title: "C", category: "Civic Education", featured: true, published_at: "2030-01-01T09:00:00.000Z" },
      // A blank category is stored as General: three categories in all.
      { title: "D", category: " ", featured: false, published_at: "2025-02-01T09:00:00.000Z" },
    ];
    for (const json of news) expect((await h.call("POST", "/api/news", { token, json })).status).toBe(201);
    const pub = { title: "Report", pdf_url: "/uploads/0123456789abcdef0123456789abcdef.pdf" };
    expect((await h.call("POST", "/api/publications", { token, json: pub })).status).toBe(201);

    const res = await h.call("GET", "/api/dashboard/stats", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ total_news: 4, publications: 1, categories: 3, published: 3, featured: 2 });
    expect((await h.call("GET", "/api/dashboard/stats")).status).toBe(401);
  });
});
