import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutPage } from "../../app/content/about.ts";
import { PAGES } from "../../app/content/pages/page-registry.ts";
import { aboutPage as aboutPageSw } from "../../app/content/sw/about.ts";
import { loader as aboutLoader } from "../../app/routes/about.tsx";
import { createApp } from "../../server/app.ts";
import { sitemapDocument } from "../../server/discovery/sitemap-entries.ts";
import { sitemapPages } from "../../server/discovery/sitemap-pages.ts";
import { requestContext } from "../../server/http/request-context.ts";
import { PageCache } from "../../server/page-cache/page-cache.ts";
import type { PageCopyAnswer, PageSummary } from "../../shared/pages/page-contract.ts";
import type { SearchResult } from "../../shared/search.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();

describe.each(kinds)("page copy API on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  const read = async (key: string, locale: "en" | "sw" = "en") => {
    const res = await h.call("GET", `/api/pages/${key}?locale=${locale}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as PageCopyAnswer;
  };
  const patch = (key: string, json: unknown, as = token) => h.call("PATCH", `/api/pages/${key}`, { token: as, json });
  const search = async (q: string, locale: "en" | "sw") =>
    (await (await h.call("GET", `/api/search?q=${encodeURIComponent(q)}&locale=${locale}`)).json()) as SearchResult;

  it("lists the pages staff edit, each with its address and title, none changed yet", async () => {
    const res = await h.call("GET", "/api/pages", { token });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: PageSummary[] };
    // The sixteen pages of the registry (app/content/pages/page-registry.test.ts names them).
    expect(items.map((item) => item.key)).toEqual(PAGES.map((page) => page.key));
    expect(items[1]).toEqual({
      key: "about",
      path: "/about",
      title: "About Us",
      updated_at: null,
      updated_by: null,
      sw_complete: true,
    });
  });

  it("reads a page's whole copy in each language from its shipped copy", async () => {
    const en = await read("about");
    expect(en).toMatchObject({ key: "about", locale: "en", path: "/about", title: "About Us", version: 1 });
    expect(en.copy.hero).toEqual(aboutPage.hero);
    expect(en.fields.hero).toMatchObject({ type: "group", fields: { title: { type: "text", max: 90 } } });
    expect(en).toMatchObject({ sw_missing: [], sw_outdated: [], warnings: [], draft: null, updated_at: null });
    const sw = await read("about", "sw");
    expect(sw.copy.hero).toEqual(aboutPageSw.hero);
    expect(sw.title).toBe(aboutPageSw.meta.title);
  });

  it("refuses an unknown page (404), a bad language (400), visitors (401), Authors and Finance officers (403)", async () => {
    expect((await h.call("GET", "/api/pages/nowhere", { token })).status).toBe(404);
    expect((await patch("nowhere", { locale: "en", copy: { hero: { title: "x" } } })).status).toBe(404);
    const bad = await h.call("GET", "/api/pages/about?locale=fr", { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "locale must be en or sw",
      details: { locale: "locale must be en or sw" },
    });
    expect((await patch("about", { locale: "fr", copy: { hero: { title: "x" } } })).status).toBe(400);
    expect((await h.call("GET", "/api/pages/about")).status).toBe(401);
    for (const role of ["author", "finance"] as const) {
      const staff = await addStaff(h, role);
      const res = await patch("about", { locale: "en", copy: { hero: { title: "Not mine to change" } } }, staff.token);
      expect(res.status).toBe(403);
      expect((await h.call("GET", "/api/pages", { token: staff.token })).status).toBe(403);
    }
    expect((await read("about")).version).toBe(1);
  });

  it("names each bad value by its path and refuses unknown fields, saving nothing", async () => {
    const res = await patch("about", {
      locale: "en",
      copy: {
        hero: { title: "x".repeat(91), colour: "red" },
        values: [{ icon: "rocket", title: "", description: "Fine" }],
        cta: { actions: [{ label: "Go", href: "javascript:alert(1)" }] },
        meta: { path: "/elsewhere" },
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "6 fields are not valid",
      details: {
        "hero.title": "Title must be at most 90 characters",
        "hero.colour": "is not a field of this page",
        "values.0.icon": expect.stringMatching(/^Icon must be one of: /),
        "values.0.title": "Title is required",
        "cta.actions.0.href": "Href must be an https:// address or a path on this site like /contact",
        "meta.path": "is not a field of this page",
      },
    });
    expect((await read("about")).version).toBe(1);
  });

  it("saves a partial edit: groups merge, lists replace, the other language untouched; one audit entry names the fields", async () => {
    const res = await patch("about", {
      locale: "en",
      version: 1,
      copy: {
        hero: { title: "Citizens who know their rights and claim them" },
        values: [{ icon: "heart", title: "Courage", description: "We say what communities see, kindly and clearly." }],
      },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as PageCopyAnswer;
    expect(saved.copy.hero).toEqual({ ...aboutPage.hero, title: "Citizens who know their rights and claim them" });
    expect(saved.copy.values).toEqual([
      { icon: "heart", title: "Courage", description: "We say what communities see, kindly and clearly." },
    ]);
    expect(saved).toMatchObject({ version: 2, updated_at: "2026-01-15T09:00:00.000Z", updated_by: expect.any(String) });
    expect(await read("about")).toEqual(saved);
    const sw = await read("about", "sw");
    expect(sw.copy.hero).toEqual(aboutPageSw.hero);
    expect(sw.version).toBe(1);
    expect(sw.sw_outdated).toEqual([
      "hero.title",
      "values.0.icon",
      "values.0.title",
      "values.0.description",
      "values.1.icon",
      "values.1.title",
      "values.1.description",
      "values.2.icon",
      "values.2.title",
      "values.2.description",
      "values.3.icon",
      "values.3.title",
      "values.3.description",
    ]);
    expect(sw.sw_missing).toEqual([]);

    const audit = (await (await h.call("GET", "/api/audit?entity=pages", { token })).json()) as {
      items: Array<{ action: string; entity_id: string; label: string; detail: unknown; sentence?: string }>;
    };
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: "pages.update",
      entity_id: "about",
      label: "About Us",
      detail: { locale: "en", fields: ["hero.title", "values"] },
    });
  });

  it("answers 409 with the page as it is when the version is stale, writing nothing", async () => {
    const res = await patch("about", { locale: "en", version: 1, copy: { hero: { title: "Too late" } } });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; current: PageCopyAnswer };
    expect(body.error).toMatch(/^Someone else saved this since you opened it/);
    expect(body.current).toMatchObject({
      version: 2,
      copy: { hero: { title: "Citizens who know their rights and claim them" } },
    });
    expect((await read("about")).version).toBe(2);
  });

  it("keeps each language's edits apart and clears the Kiswahili badge once it is newer", async () => {
    h.clock.advance(60_000);
    const res = await patch("about", {
      locale: "sw",
      copy: { hero: { title: "Wananchi wanaojua na kudai haki zao" } },
    });
    expect(res.status).toBe(200);
    const sw = (await res.json()) as PageCopyAnswer;
    expect(sw.copy.hero).toEqual({ ...aboutPageSw.hero, title: "Wananchi wanaojua na kudai haki zao" });
    expect(sw.sw_outdated).not.toContain("hero.title");
    expect((await read("about")).copy.hero).toMatchObject({ title: "Citizens who know their rights and claim them" });
  });

  it("finds an edited word in the site search, in both languages", async () => {
    await patch("mission-vision", { locale: "en", copy: { hero: { intro: "Our mission grows like a baobabtree." } } });
    await patch("mission-vision", { locale: "sw", copy: { hero: { intro: "Dhamira yetu hukua kama mbuyumkubwa." } } });
    expect((await search("baobabtree", "en")).items.map((item) => item.url)).toEqual(["/mission-vision"]);
    expect((await search("mbuyumkubwa", "sw")).items.map((item) => item.url)).toEqual(["/sw/mission-vision"]);
  });

  it("keeps a draft from the public until it is published", async () => {
    const draft = await patch("volunteer", {
      locale: "en",
      draft: true,
      copy: { hero: { title: "Give an evening a month" } },
    });
    expect(draft.status).toBe(200);
    const answer = (await draft.json()) as PageCopyAnswer;
    expect(answer.draft).toMatchObject({ copy: { hero: { title: "Give an evening a month" } } });
    expect(answer.copy.hero).not.toMatchObject({ title: "Give an evening a month" });
    expect(((await h.services.pages.copy("volunteer", "en")).hero as { title: string }).title).not.toBe(
      "Give an evening a month",
    );
    const published = await h.call("POST", "/api/pages/volunteer/publish", { token, json: { locale: "en" } });
    expect(published.status).toBe(200);
    expect(((await published.json()) as PageCopyAnswer).draft).toBeNull();
    expect(((await h.services.pages.copy("volunteer", "en")).hero as { title: string }).title).toBe(
      "Give an evening a month",
    );
    const again = await h.call("POST", "/api/pages/volunteer/publish", { token, json: { locale: "en" } });
    expect(again.status).toBe(400);
  });

  it("clears every cached variant of the pages at once, and the page renders the new copy", async () => {
    const cache = new PageCache();
    const app = createApp(h.services, { onContentChange: () => cache.clear() });
    for (const key of ["/about", "/sw/about", "/about?lite", "/sw/about?lite"])
      await cache.set(key, cache.generation, {
        status: 200,
        contentType: "text/html",
        cacheControl: null,
        scriptHashes: [],
        identity: Buffer.from("<p>page</p>"),
      });
    const res = await app.request("/api/pages/about", {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ locale: "en", copy: { hero: { eyebrow: "Who we are" }, meta: { title: "About Uraia" } } }),
    });
    expect(res.status).toBe(200);
    expect(cache.size).toBe(0);
    const render = async (path: string) => {
      const request = new Request(`http://localhost${path}`);
      const data = await aboutLoader({
        request,
        context: requestContext(h.services, request, ""),
        params: {},
      } as never);
      return data.body!.copy.page;
    };
    const en = await render("/about");
    expect(en.hero.eyebrow).toBe("Who we are");
    expect(en.meta).toEqual({ ...aboutPage.meta, title: "About Uraia" });
    expect((await render("/sw/about")).hero).toEqual({
      ...aboutPageSw.hero,
      title: "Wananchi wanaojua na kudai haki zao",
    });
  });

  it("moves the page's lastmod in the sitemap", async () => {
    const before = await sitemapDocument(
      h.services.db.db,
      h.clock.now(),
      "https://uraia.test",
      await sitemapPages(h.services, ["/about", "/get-involved"]),
      null,
    );
    expect(before).toContain("<loc>https://uraia.test/get-involved</loc><xhtml:link");
    h.clock.advance(5 * 60_000);
    const at = h.clock.now().toISOString();
    expect((await patch("get-involved", { locale: "sw", copy: { hero: { eyebrow: "Shiriki" } } })).status).toBe(200);
    const after = await sitemapDocument(
      h.services.db.db,
      h.clock.now(),
      "https://uraia.test",
      await sitemapPages(h.services, ["/about", "/get-involved"]),
      null,
    );
    expect(after).toContain(`<loc>https://uraia.test/get-involved</loc><lastmod>${at}</lastmod>`);
    expect(after).toContain(`<loc>https://uraia.test/sw/get-involved</loc><lastmod>${at}</lastmod>`);
  });

  it("shows the shipped text, with a warning, for a stored field that no longer fits after a release", async () => {
    await h.services.db.db
      .insertInto("page_copy")
      .values({
        page_key: "intern",
        locale: "en",
        copy: JSON.stringify({ hero: { title: "x".repeat(120) }, retired: "old words" }),
        field_times: "{}",
        version: 2,
        updated_at: h.clock.now(),
        updated_by: "Release",
      })
      .execute();
    h.services.pages.forget();
    const intern = await read("intern");
    expect(intern.warnings).toEqual([
      { path: "hero.title", message: "Title must be at most 90 characters: the shipped text is shown instead." },
      { path: "retired", message: "This field is no longer on the page: its saved text is not shown." },
    ]);
    expect((intern.copy.hero as { title: string }).title).toBe(
      ((await h.services.pages.copy("intern", "en")).hero as { title: string }).title,
    );
    expect((intern.copy.hero as { title: string }).title).not.toBe("x".repeat(120));
  });
});
