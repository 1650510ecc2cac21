import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGES } from "../../app/content/pages/page-registry.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { startUp } from "../../server/start-up.ts";
import type { NewsItem } from "../../shared/news.ts";
import type { Publication } from "../../shared/publications.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("first start with demo content on %s", (kind) => {
  let h: Harness;
  let printed = "";

  beforeAll(async () => {
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed += `${args.join(" ")}\n`;
    });
    h = await startHarness(kind, { DEMO_CONTENT: "true", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    log.mockRestore();
  });
  afterAll(() => h.close());

  it("creates a demo admin with a random password printed once, which signs in", async () => {
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(printed).toContain("email:    admin@uraia.local");
    expect(password).toBeDefined();
    const res = await h.call("POST", "/api/login", { json: { email: "admin@uraia.local", password } });
    expect(res.status).toBe(200);
  });

  it("publishes 8 original news items across categories, with one staff-only draft", async () => {
    const visitor = (await (await h.call("GET", "/api/news")).json()) as { items: NewsItem[]; total: number };
    expect(visitor.total).toBe(8);
    expect(new Set(visitor.items.map((i) => i.category))).toEqual(
      new Set(["Governance", "Civic Education", "Public Participation", "Art in Heart", "Community", "X Spaces"]),
    );
    expect(visitor.items.filter((i) => i.featured).length).toBeGreaterThanOrEqual(2);
    expect(visitor.items.every((i) => i.excerpt.length > 0 && i.content.length > 0)).toBe(true);
    const images = visitor.items.map((i) => i.image_url).filter((url): url is string => url !== null);
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const url of images) {
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect((await h.call("GET", url)).headers.get("content-type")).toBe("image/webp");
    }
    const categories = await h.services.news.categories({ staff: false });
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(8);
  });

  it("adds 4 publications whose PDFs the server really serves", async () => {
    const { items } = (await (await h.call("GET", "/api/publications")).json()) as { items: Publication[] };
    expect(items).toHaveLength(4);
    for (const publication of items) {
      expect(publication.pdf_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
      expect(publication.pages).toBeGreaterThanOrEqual(3);
      expect(publication.size).toMatch(/^\d+(\.\d)?(KB|MB)$/);
      const pdf = await h.call("GET", publication.pdf_url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect((await pdf.text()).startsWith("%PDF-")).toBe(true);
    }
  });

  it("does not seed again, or add another admin, on the next start, even after everything is deleted", async () => {
    await h.services.db.db.deleteFrom("news").execute();
    await h.services.db.db.deleteFrom("publications").execute();
    const again = await startUp(
      await createServices({
        config: h.services.config,
        db: h.services.db,
        pages: PAGES,
        logger: createLogger("silent"),
        now: h.clock.now,
      }),
    );
    const app = createApp(again);
    const news = (await (await app.request("/api/news")).json()) as { total: number };
    expect(news.total).toBe(0);
    const users = await h.services.db.db.selectFrom("users").select("email").execute();
    expect(users).toEqual([{ email: "admin@uraia.local" }]);
  });
});

describe("start-up and failures", () => {
  it("answers a database failure with a plain 500, no stack trace or SQL", async () => {
    const h = await startHarness("sqlite");
    await h.services.db.close();
    const res = await h.call("GET", "/api/news");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "Something went wrong on our side. Please try again." });
    expect(text).not.toMatch(/select|sqlite|at .*\.ts/i);
    await h.database.drop();
  });

  it("refuses a common ADMIN_PASSWORD, naming the variable", async () => {
    await expect(startHarness("sqlite", { ADMIN_PASSWORD: "password1234" })).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too easy to guess\. This is similar to a commonly used password\./,
    );
  });
});
