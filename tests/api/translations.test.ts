import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadArticle } from "../../app/components/news/article.server.ts";
import { loadNewsList } from "../../app/components/news/news-list.server.ts";
import { loadPublications } from "../../app/components/publications/publications.server.ts";
import { loadSearch } from "../../app/components/search/search.server.ts";
import { articlePage, newsPage } from "../../app/content/news-page.ts";
import { sampleNews } from "../../app/content/news-samples.ts";
import { publicationsPage } from "../../app/content/publications-page.ts";
import { loadCollection } from "../../app/lib/collections.server.ts";
import { requestLocale } from "../../app/lib/page-language.ts";
import { createApp } from "../../server/app.ts";
import { addDemoItem } from "../../server/demo/seed-collections.ts";
import { PageCache } from "../../server/page-cache/page-cache.ts";
import { rebuildSearchIndex } from "../../server/search/search-index.ts";
import type { SearchResult } from "../../shared/search.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";
type Item = Record<string, unknown> & { id: number; locale?: string };

/** Kiswahili versions of news, publications and collection items (docs/product.md, "Translated content"). */
describe.each(kinds)("translated content on %s", (kind) => {
  let h: Harness;
  let token: string;
  const ids: Record<string, number> = {};

  const json = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return res.status === 204
      ? null
      : ((await res.json()) as Item & { items: Item[]; error: string; details: Record<string, string> });
  };
  const create = async (key: string, path: string, body: Record<string, unknown>) => {
    const created = await json(await h.call("POST", path, { token, json: { published_at: PAST, ...body } }), 201);
    ids[key] = created!.id;
  };
  const put = (path: string, body: unknown, auth = true) => h.call("PUT", path, { ...(auth && { token }), json: body });

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    await create("news", "/api/news", {
      title: "County budget hearing in Kajiado",
      excerpt: "Residents met the assembly",
      content: "<p>The hearing ran all day.</p>",
    });
    await create("other", "/api/news", { title: "Youth forum in Lodwar", excerpt: "Notes from the forum" });
    const pdf = "/uploads/report.pdf";
    await create("publication", "/api/publications", {
      title: "Water services review",
      description: "A review",
      pdf_url: pdf,
    });
    await create("story", "/api/stories", {
      title: "A new borehole",
      excerpt: "The village dug one",
      author: "Amina",
      category: "Environment",
    });
    await create("team", "/api/team", {
      name: "Wanjiru Kamau",
      role: "Programme officer",
      bio: "Runs trainings",
      tags: ["Budgets"],
    });
  });
  afterAll(() => h.close());

  it("sets a news item's Kiswahili version and answers it field by field, English where it has none", async () => {
    const set = await json(
      await put(`/api/news/${ids.news}/translations/sw`, {
        title: "Kikao cha bajeti ya kaunti Kajiado",
        excerpt: "  ",
        content: '<p>Kikao kilichukua siku nzima.</p><script>alert("x")</script>',
      }),
      200,
    );
    expect(set).toMatchObject({
      id: ids.news,
      locale: "sw",
      title: "Kikao cha bajeti ya kaunti Kajiado",
      excerpt: "Residents met the assembly",
      content: "<p>Kikao kilichukua siku nzima.</p>",
    });
    const one = await json(await h.call("GET", `/api/news/${ids.news}?locale=sw`), 200);
    expect(one).toMatchObject({
      locale: "sw",
      title: "Kikao cha bajeti ya kaunti Kajiado",
      excerpt: "Residents met the assembly",
    });
    const list = await json(await h.call("GET", "/api/news?locale=sw"), 200);
    expect(list!.items.map((i) => [i.title, i.locale])).toEqual([
      ["Youth forum in Lodwar", "en"],
      ["Kikao cha bajeti ya kaunti Kajiado", "sw"],
    ]);
    const stored = await json(await h.call("GET", `/api/news/${ids.news}/translations/sw`), 200);
    expect(stored).toEqual({
      locale: "sw",
      fields: { title: "Kikao cha bajeti ya kaunti Kajiado", content: "<p>Kikao kilichukua siku nzima.</p>" },
    });
  });

  it("keeps the English answers as they were, and says en when asked for English", async () => {
    const plain = await json(await h.call("GET", `/api/news/${ids.news}`), 200);
    expect(plain!.title).toBe("County budget hearing in Kajiado");
    expect(plain).not.toHaveProperty("locale");
    const english = await json(await h.call("GET", `/api/news/${ids.news}?locale=en`), 200);
    expect(english).toMatchObject({ title: "County budget hearing in Kajiado", locale: "en", translations: ["sw"] });
    const listed = await json(await h.call("GET", "/api/news?locale=en"), 200);
    expect(listed!.items.map((i) => [i.title, i.locale, i.translations])).toEqual([
      ["Youth forum in Lodwar", "en", []],
      ["County budget hearing in Kajiado", "en", ["sw"]],
    ]);
    const list = await json(await h.call("GET", "/api/news"), 200);
    expect(list!.items.every((i) => !("locale" in i))).toBe(true);
  });

  it("checks a version as the English fields are checked", async () => {
    const path = `/api/news/${ids.news}/translations/sw`;
    const empty = await json(await put(path, { title: "" }), 400);
    expect(empty!.error).toBe("Title is required.");
    expect(empty!.details).toEqual({ title: "Title is required" });
    const none = await json(await put(path, { excerpt: "Muhtasari" }), 400);
    expect(none!.details).toEqual({ title: "Title is required" });
    const long = await json(await put(path, { title: "x".repeat(201) }), 400);
    expect(long!.details).toEqual({ title: "Title must be at most 200 characters" });
    const unknown = await json(await put(path, { title: "Kikao", slug: "kikao", category: "Habari" }), 400);
    expect(unknown!.details).toEqual({
      slug: "slug cannot be translated: send only title, excerpt, content",
      category: "category cannot be translated: send only title, excerpt, content",
    });
    const notObject = await json(await put(path, ["Kikao"]), 400);
    expect(notObject!.error).toBe("The request body must be a JSON object of the translated fields.");
    // Nothing was stored by the refused calls.
    const one = await json(await h.call("GET", `/api/news/${ids.news}?locale=sw`), 200);
    expect(one!.title).toBe("Kikao cha bajeti ya kaunti Kajiado");
  });

  it("refuses other languages, missing items and visitors", async () => {
    const fr = await json(await put(`/api/news/${ids.news}/translations/fr`, { title: "Audience" }), 404);
    expect(fr!.error).toBe('Content can\'t be translated into "fr": the only other language is sw (Kiswahili)');
    await json(await h.call("DELETE", `/api/news/${ids.news}/translations/en`, { token }), 404);
    const query = await json(await h.call("GET", `/api/news?locale=fr`), 400);
    expect(query!.error).toBe("locale must be en or sw");
    await json(await h.call("GET", `/api/team/${ids.team}?locale=fr`), 400);
    const missing = await json(await put("/api/news/999999/translations/sw", { title: "Hakuna" }), 404);
    expect(missing!.error).toBe("News item not found");
    const missingStory = await json(await put("/api/stories/999999/translations/sw", { title: "Hakuna" }), 404);
    expect(missingStory!.error).toBe("Story not found");
    await json(await h.call("GET", "/api/publications/999999?locale=sw"), 404);
    await json(await put(`/api/news/${ids.news}/translations/sw`, { title: "Kikao" }, false), 401);
  });

  it("translates publications and collection items, word lists included", async () => {
    const publication = await json(
      await put(`/api/publications/${ids.publication}/translations/sw`, { title: "Tathmini ya huduma za maji" }),
      200,
    );
    expect(publication).toMatchObject({ locale: "sw", title: "Tathmini ya huduma za maji", description: "A review" });
    const story = await json(
      await put(`/api/stories/${ids.story}/translations/sw`, {
        title: "Kisima kipya",
        excerpt: "Kijiji kilichimba kimoja",
      }),
      200,
    );
    expect(story).toMatchObject({
      title: "Kisima kipya",
      excerpt: "Kijiji kilichimba kimoja",
      author: "Amina",
      locale: "sw",
    });
    const refused = await json(
      await put(`/api/stories/${ids.story}/translations/sw`, { title: "Kisima", category: "x" }),
      400,
    );
    expect(Object.keys(refused!.details)).toEqual(["category"]);
    await json(
      await put(`/api/team/${ids.team}/translations/sw`, {
        name: "Wanjiru Kamau",
        role: "Afisa wa programu",
        tags: "Bajeti, Ugatuzi",
      }),
      200,
    );
    const team = await json(await h.call("GET", "/api/team?locale=sw"), 200);
    expect(team!.items[0]).toMatchObject({
      name: "Wanjiru Kamau",
      role: "Afisa wa programu",
      bio: "Runs trainings",
      tags: ["Bajeti", "Ugatuzi"],
      locale: "sw",
    });
    const listed = await json(await h.call("GET", "/api/publications?locale=sw"), 200);
    expect(listed!.items.map((i) => i.locale)).toEqual(["sw"]);
  });

  it("gives the public pages' loaders their page's language (a /sw address)", async () => {
    const sw = requestLocale(new Request("http://localhost/sw/community-stories"));
    const stories = await loadCollection(h.services, "stories", sw);
    expect(stories.items.map((i) => [i.title, i.author, i.locale])).toEqual([["Kisima kipya", "Amina", "sw"]]);
    const english = await loadCollection(
      h.services,
      "stories",
      requestLocale(new Request("http://localhost/community-stories")),
    );
    expect(english.items.map((i) => i.title)).toEqual(["A new borehole"]);
    const news = await loadNewsList(h.services, { copy: newsPage, samples: sampleNews }, null, 1, "sw");
    expect(news.items.map((i) => [i.title, i.locale])).toEqual([
      ["Youth forum in Lodwar", "en"],
      ["Kikao cha bajeti ya kaunti Kajiado", "sw"],
    ]);
    const slug = "county-budget-hearing-in-kajiado";
    const article = await loadArticle(h.services, new Request(`http://localhost/sw/news/${slug}`), slug, false, {
      copy: articlePage,
      samples: sampleNews,
    });
    expect([article.title, article.excerpt, article.locale]).toEqual([
      "Kikao cha bajeti ya kaunti Kajiado",
      "Residents met the assembly",
      "sw",
    ]);
    const publications = await loadPublications(h.services, publicationsPage, 1, "sw");
    expect(publications.items?.map((i) => [i.title, i.locale])).toEqual([["Tathmini ya huduma za maji", "sw"]]);
    const found = await loadSearch(h.services, new Request("http://localhost/sw/search?q=kisima&type=stories"), 1, {});
    expect("result" in found && found.result?.items.map((i) => [i.title, i.locale, i.url])).toEqual([
      ["Kisima kipya", "sw", "/sw/community-stories"],
    ]);
  });

  it("lists the items without a Kiswahili version for staff (?missing=sw)", async () => {
    const news = await json(await h.call("GET", "/api/news?missing=sw", { token }), 200);
    expect(news!.items.map((i) => i.id)).toEqual([ids.other]);
    const stories = await json(await h.call("GET", "/api/stories?missing=sw", { token }), 200);
    expect(stories!.items).toEqual([]);
    const bad = await json(await h.call("GET", "/api/news?missing=fr", { token }), 400);
    expect(bad!.error).toBe("missing must be sw: items without a Kiswahili version.");
  });

  it("finds Kiswahili versions in a Kiswahili search, and English items without one", async () => {
    // Content only: the static pages' copy is indexed too.
    const search = async (q: string, locale?: string, type = "news") =>
      (await json(
        await h.call("GET", `/api/search?q=${encodeURIComponent(q)}&type=${type}${locale ? `&locale=${locale}` : ""}`),
        200,
      )) as unknown as SearchResult;
    const sw = await search("kikao bajeti", "sw");
    expect(sw.items.map((i) => [i.title, i.locale, i.url])).toEqual([
      ["Kikao cha bajeti ya kaunti Kajiado", "sw", "/sw/news/county-budget-hearing-in-kajiado"],
    ]);
    // The translated item is found by its Kiswahili words only in Kiswahili; an untranslated one in English in both.
    expect((await search("kikao")).items).toEqual([]);
    expect((await search("county budget", "sw")).items).toEqual([]);
    const fallback = await search("lodwar", "sw");
    expect(fallback.items.map((i) => [i.title, i.locale, i.url])).toEqual([
      ["Youth forum in Lodwar", "en", "/sw/news/youth-forum-in-lodwar"],
    ]);
    expect((await search("ugatuzi", "sw", "team")).items.map((i) => i.title)).toEqual(["Wanjiru Kamau"]);
    expect((await search("county budget")).items.map((i) => i.title)).toEqual(["County budget hearing in Kajiado"]);
    // npm run search:reindex rebuilds the Kiswahili documents too.
    await rebuildSearchIndex(h.services.db.db);
    expect((await search("kikao bajeti", "sw")).items.map((i) => [i.title, i.locale])).toEqual([
      ["Kikao cha bajeti ya kaunti Kajiado", "sw"],
    ]);
    expect((await search("lodwar", "sw")).items.map((i) => i.locale)).toEqual(["en"]);
    // Editing the English item keeps its Kiswahili document (and moves it to the new address).
    await json(
      await h.call("PUT", `/api/news/${ids.news}`, { token, json: { excerpt: "Residents met the county assembly" } }),
      200,
    );
    expect((await search("kikao", "sw")).items.map((i) => [i.title, i.url])).toEqual([
      ["Kikao cha bajeti ya kaunti Kajiado", "/sw/news/county-budget-hearing-in-kajiado"],
    ]);
  });

  it("clears the cached pages of both languages when a version changes or goes", async () => {
    const cache = new PageCache();
    const app = createApp(h.services, { onContentChange: () => cache.clear() });
    const fill = async () => {
      for (const key of ["/news/county-budget-hearing-in-kajiado", "/sw/news/county-budget-hearing-in-kajiado"])
        await cache.set(key, cache.generation, {
          status: 200,
          contentType: "text/html",
          cacheControl: null,
          scriptHashes: [],
          identity: Buffer.from("<p>page</p>"),
        });
      expect(cache.size).toBe(2);
    };
    const call = (method: string, body?: unknown) =>
      app.request(`/api/stories/${ids.story}/translations/sw`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    await fill();
    expect((await call("PUT", { title: "Kisima kipya cha kijiji" })).status).toBe(200);
    expect(cache.size).toBe(0);
    await fill();
    expect((await call("DELETE")).status).toBe(204);
    expect(cache.size).toBe(0);
    await fill();
    expect((await call("DELETE")).status).toBe(404);
    expect(cache.size).toBe(2);
  });

  it("removes a version: English again, out of the Kiswahili search, an audit entry for each write", async () => {
    await json(await h.call("DELETE", `/api/news/${ids.news}/translations/sw`, { token }), 204);
    const one = await json(await h.call("GET", `/api/news/${ids.news}?locale=sw`), 200);
    expect(one).toMatchObject({ title: "County budget hearing in Kajiado", locale: "en" });
    const again = await json(await h.call("DELETE", `/api/news/${ids.news}/translations/sw`, { token }), 404);
    expect(again!.error).toBe("This item has no Kiswahili version yet");
    const found = (await json(
      await h.call("GET", "/api/search?q=kikao&locale=sw&type=news"),
      200,
    )) as unknown as SearchResult;
    expect(found.items).toEqual([]);
    const audit = await json(await h.call("GET", "/api/audit?entity=news", { token }), 200);
    const actions = audit!.items.map((e) => e.action);
    expect(actions).toContain("news.translations.sw.update");
    expect(actions).toContain("news.translations.sw.delete");
  });

  it("stores a demo item's sw as its Kiswahili version, through the same service, and keeps it out of the English", async () => {
    const created = await addDemoItem(h.services, "partners", {
      title: "Budget clubs",
      partner: "Kitengela Youth Network",
      description: "Clubs that read the county budget",
      sw: { title: "Klabu za bajeti", partner: "", description: "Klabu zinazosoma bajeti ya kaunti" },
    });
    expect(created).not.toHaveProperty("sw");
    const english = await json(await h.call("GET", `/api/partners/${created.id}`), 200);
    expect(english).toMatchObject({ title: "Budget clubs", description: "Clubs that read the county budget" });
    expect(english).not.toHaveProperty("sw");
    const sw = await json(await h.call("GET", `/api/partners/${created.id}?locale=sw`), 200);
    expect(sw).toMatchObject({
      title: "Klabu za bajeti",
      partner: "Kitengela Youth Network",
      description: "Klabu zinazosoma bajeti ya kaunti",
      locale: "sw",
    });
    // A version without the name (a person's name stays as it is) takes the English one.
    const member = await addDemoItem(h.services, "team", {
      name: "Otieno Odhiambo",
      role: "Volunteer",
      sw: { role: "Mjitolea" },
    });
    const version = await json(await h.call("GET", `/api/team/${member.id}/translations/sw`), 200);
    expect(version!.fields).toEqual({ name: "Otieno Odhiambo", role: "Mjitolea" });
  });

  it("removes an item's versions with the item", async () => {
    await json(await h.call("DELETE", `/api/team/${ids.team}`, { token }), 204);
    const rows = await h.services.db.db
      .selectFrom("translations")
      .select("item_id")
      .where("kind", "=", "team")
      .where("item_id", "=", ids.team!)
      .execute();
    expect(rows).toEqual([]);
    const found = (await json(
      await h.call("GET", "/api/search?q=ugatuzi&locale=sw&type=team"),
      200,
    )) as unknown as SearchResult;
    expect(found.items).toEqual([]);
  });
});
