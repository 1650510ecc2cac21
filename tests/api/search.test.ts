import { randomBytes } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildSearchIndex } from "../../server/search/search-index.ts";
import type { SearchResult } from "../../shared/search.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";
const FUTURE = "2026-06-01T09:00:00.000Z";

/** A PDF whose page n carries `lines[n-1]` (an empty line: a page without text). */
async function pdfWith(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    const page = pdf.addPage([595, 842]);
    if (line) page.drawText(line, { x: 60, y: 760, size: 14, font });
  }
  return pdf.save();
}

/** The same fixture on both databases gives the same answers (checked hit by hit, in order). */
describe.each(kinds)("site search on %s", (kind) => {
  let h: Harness;
  let token: string;
  const ids: Record<string, number> = {};

  const search = async (query: string, options: { auth?: boolean; status?: number } = {}) => {
    const res = await h.call("GET", `/api/search?${query}`, options.auth ? { token } : {});
    expect(res.status, await res.clone().text()).toBe(options.status ?? 200);
    return (await res.json()) as SearchResult & { error?: string };
  };
  const titles = async (q: string, auth = false) =>
    (await search(`q=${encodeURIComponent(q)}`, { auth })).items.map((i) => i.title);
  const news = async (key: string, json: Record<string, unknown>) => {
    const res = await h.call("POST", "/api/news", { token, json: { published_at: PAST, ...json } });
    expect(res.status, await res.clone().text()).toBe(201);
    ids[key] = ((await res.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    await news("title", { title: "Turkana county budget hearing", excerpt: "Residents met the assembly" });
    await news("body", {
      title: "Youth forum in Lodwar",
      excerpt: "Notes from the forum",
      content: "<p>We went through the Turkana budget line by line.</p>",
    });
    await news("draft", { title: "Turkana budget draft statement", published_at: null });
    await news("scheduled", { title: "Turkana budget scheduled statement", published_at: FUTURE });
    await news("accents", { title: "Café na Ugatuzi wa Mōmbasa", excerpt: "Mazungumzo ya ugatuzi" });
    await news("hostile", {
      title: 'Kiosk report <script>alert("x")</script>',
      excerpt: "Water kiosk <img src=x onerror=alert(1)> & pumps",
    });
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await h.services.storage.putBytes(
      name,
      await pdfWith(["Annual report of Uraia", "", "Isiolo borehole maintenance costs per ward"]),
    );
    const res = await h.call("POST", "/api/publications", {
      token,
      json: { title: "Water services review", pdf_url: `/uploads/${name}`, published_at: PAST },
    });
    ids.publication = ((await res.json()) as { id: number }).id;
    const dams = `${randomBytes(16).toString("hex")}.pdf`;
    await h.services.storage.putBytes(
      dams,
      await pdfWith([
        "Sand dams of Kitui: an overview",
        "Sand dams hold water under the riverbed",
        "Rainfall in the dry season",
        "Kitui sand dams cost per ward: Kitui Kitui",
        "Sand dams at Mwingi, Kitui",
        "Kitui sand dams and their committees",
      ]),
    );
    const damsRes = await h.call("POST", "/api/publications", {
      token,
      json: {
        title: "Sand dams in Kitui",
        description: "What the dams cost and who keeps them",
        pdf_url: `/uploads/${dams}`,
        published_at: PAST,
      },
    });
    ids.dams = ((await damsRes.json()) as { id: number }).id;
    while ((await h.services.jobs.runDue()) > 0) {}
    await h.call("POST", "/api/partners", {
      token,
      json: { title: "Borehole committees", partner: "Isiolo Water Users", published_at: PAST },
    });
  });
  afterAll(() => h.close());

  it("ranks a title hit above a body hit, and finds both", async () => {
    expect(await titles("turkana budget")).toEqual(["Turkana county budget hearing", "Youth forum in Lodwar"]);
    const found = await search("q=turkana+budget");
    expect(found.total).toBe(2);
    expect(found.counts).toEqual({ news: 2 });
    expect(found.items[0]).toMatchObject({
      type: "news",
      id: ids.title,
      locale: "en",
      url: expect.stringMatching(/^\/news\//),
    });
    expect(found.items[1]?.snippet).toContain("<mark>Turkana</mark> <mark>budget</mark>");
  });

  it("matches the last word as a prefix, in any case and without accents", async () => {
    expect(await titles("ugatu")).toEqual(["Café na Ugatuzi wa Mōmbasa"]);
    expect(await titles("CAFE MOMBASA")).toEqual(["Café na Ugatuzi wa Mōmbasa"]);
    expect(await titles("mōmbasa")).toEqual(["Café na Ugatuzi wa Mōmbasa"]);
    // Only the last word is a prefix.
    expect(await titles("ugatu mombasa")).toEqual([]);
  });

  it("matches a quoted phrase as a phrase, its words in that order", async () => {
    expect(await titles('"ugatuzi wa mombasa"')).toEqual(["Café na Ugatuzi wa Mōmbasa"]);
    expect(await titles('"mombasa wa ugatuzi"')).toEqual([]);
    expect(await titles("mombasa wa ugatuzi")).toEqual(["Café na Ugatuzi wa Mōmbasa"]);
  });

  it("finds a possessive's noun: \"mombasa's\" finds Mombasa", async () => {
    expect(await titles("mombasa's ugatuzi")).toEqual(["Café na Ugatuzi wa Mōmbasa"]);
    expect(await titles("Mōmbasa’s")).toEqual(await titles("mombasa"));
  });

  it("never shows drafts or scheduled items to the public; staff find them", async () => {
    expect(await titles("turkana statement")).toEqual([]);
    expect((await titles("turkana statement", true)).sort()).toEqual([
      "Turkana budget draft statement",
      "Turkana budget scheduled statement",
    ]);
    h.clock.set("2026-06-02T00:00:00.000Z");
    expect(await titles("turkana statement")).toEqual(["Turkana budget scheduled statement"]);
    h.clock.set("2026-01-15T09:00:00.000Z");
  });

  it("finds words inside a PDF: one result for the publication, with the page, linking to that page of the reader", async () => {
    const found = await search("q=borehole+maintenance");
    expect(found.items).toEqual([
      {
        type: "publications",
        id: ids.publication,
        title: "Water services review",
        url: "/publications?doc=water-services-review",
        snippet: "",
        locale: "en",
        pages: [
          {
            page: 3,
            url: "/publications?doc=water-services-review&page=3",
            snippet: "Isiolo <mark>borehole</mark> <mark>maintenance</mark> costs per ward",
          },
        ],
      },
    ]);
    const kinds = await search("q=isiolo");
    expect(kinds.counts).toEqual({ publications: 1, partners: 1 });
    // The type's old name is still understood.
    expect((await search("q=isiolo&type=publication")).items.map((i) => i.type)).toEqual(["publications"]);
    expect((await search("q=isiolo&type=partners")).items.map((i) => i.title)).toEqual(["Borehole committees"]);
  });

  it("groups a publication's matching pages under it: its best three, in both languages", async () => {
    const found = await search("q=kitui+dams");
    expect(found.total).toBe(1);
    expect(found.counts).toEqual({ publications: 1 });
    const [hit] = found.items;
    expect(hit).toMatchObject({
      type: "publications",
      id: ids.dams,
      title: "Sand dams in Kitui",
      url: "/publications?doc=sand-dams-in-kitui",
      snippet: "What the <mark>dams</mark> cost and who keeps them",
    });
    // Pages 1, 4, 5 and 6 match; the best three are shown, the one with the most "Kitui" first.
    expect(hit?.pages?.map((p) => p.page)).toHaveLength(3);
    expect(hit?.pages?.[0]).toEqual({
      page: 4,
      url: "/publications?doc=sand-dams-in-kitui&page=4",
      snippet: "<mark>Kitui</mark> sand <mark>dams</mark> cost per ward: <mark>Kitui</mark> <mark>Kitui</mark>",
    });
    expect(hit?.pages?.every((p) => [1, 4, 5, 6].includes(p.page))).toBe(true);
    const sw = await search("q=kitui+dams&locale=sw");
    expect(sw.total).toBe(1);
    expect(sw.items[0]).toMatchObject({ url: "/sw/publications?doc=sand-dams-in-kitui", locale: "en" });
    expect(sw.items[0]?.pages?.map((p) => p.url)).toEqual(
      hit?.pages?.map((p) => p.url.replace("/publications", "/sw/publications")),
    );
    // A word only on its pages: still one result, the publication's own snippet its excerpt.
    const riverbed = await search("q=riverbed");
    expect(riverbed.items).toHaveLength(1);
    expect(riverbed.items[0]).toMatchObject({ snippet: "What the dams cost and who keeps them" });
    expect(riverbed.items[0]?.pages?.map((p) => p.page)).toEqual([2]);
  });

  it("finds the copy of the static pages", async () => {
    const found = await search("q=shape+your+county");
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((item) => item.type === "page")).toBe(true);
    expect(found.items.map((i) => i.url)).toContain("/");
    const pages = await search("q=community+dialogues&type=page");
    expect(pages.items.map((i) => i.url)).toContain("/community-dialogues");
  });

  it("finds the static pages in Kiswahili on a Kiswahili search, not their English versions", async () => {
    const found = await search("q=wasiliana&type=page&locale=sw");
    const contact = found.items.find((i) => i.url === "/sw/contact");
    expect(contact).toMatchObject({ type: "page", title: "Wasiliana nasi", locale: "sw" });
    const about = await search("q=about&type=page&locale=sw");
    expect(about.items.filter((i) => i.locale === "en").map((i) => i.url)).toEqual([]);
  });

  it("answers a misspelt search with a suggestion from the index's own words that finds something", async () => {
    for (const q of ["bugdet", "budjet"]) {
      const missed = await search(`q=${q}`);
      expect(missed.total, q).toBe(0);
      expect(missed.suggestion, q).toBe("budget");
    }
    expect((await search("q=turkana+bugdet")).suggestion).toBe("turkana budget");
    expect((await search("q=budget")).suggestion).toBeUndefined();
    expect((await search("q=qqqzzz")).suggestion).toBeUndefined();
  });

  it("offers the Kiswahili results of an English search that finds nothing in English", async () => {
    const english = await search("q=wasiliana+nasi");
    expect(english.total).toBe(0);
    expect(english.elsewhere).toEqual({ locale: "sw", total: expect.any(Number) });
    expect(english.elsewhere?.total).toBeGreaterThan(0);
    expect((await search("q=wasiliana+nasi&locale=sw")).elsewhere).toBeUndefined();
    expect((await search("q=zzzqqq")).elsewhere).toBeUndefined();
  });

  it("shows no stored codes in a snippet: an event's kind, attendance and state are not its words", async () => {
    const created = await h.call("POST", "/api/events", {
      token,
      json: {
        kind: "session",
        title: "Ward fund clinic",
        description: "Bring your questions about the Moyale ward fund.",
        starts_at: "2027-02-01T10:00",
        location: "Moyale Social Hall, Moyale",
        attendance: "in-person",
        event_state: "scheduled",
        published_at: PAST,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [hit] = (await search("q=moyale&type=events")).items;
    expect(hit?.title).toBe("Ward fund clinic");
    expect(hit?.snippet).toContain("<mark>Moyale</mark>");
    for (const code of ["session", "in-person", "scheduled"]) expect(hit?.snippet).not.toContain(code);
    expect((await search("q=scheduled&type=events")).total).toBe(0);
  });

  it("escapes the text of a snippet before it marks the words", async () => {
    const [hit] = (await search("q=kiosk")).items;
    expect(hit?.title).toBe('Kiosk report <script>alert("x")</script>');
    expect(hit?.snippet).toBe("Water <mark>kiosk</mark> &lt;img src=x onerror=alert(1)&gt; &amp; pumps");
  });

  it.each([
    '"',
    "*",
    "NEAR(",
    "AND OR",
    "((budget",
    "budget) OR (1=1",
    "'; DROP TABLE news; --",
    "🇰🇪 🙂",
    "\u0000",
    "title:turkana",
    "^turkana",
    "-turkana",
    "turkana:*",
    "!budget & | <->",
  ])("answers %j cleanly", async (q) => {
    const found = await search(`q=${encodeURIComponent(q)}`);
    expect(Array.isArray(found.items)).toBe(true);
  });

  it("refuses an over-long query and bad parameters with a clear 400", async () => {
    const long = await search(`q=${"budget ".repeat(300)}`, { status: 400 });
    expect(long.error).toBe("Search words must be at most 200 characters");
    expect((await search("q=x&type=secrets", { status: 400 })).error).toMatch(/^type must be one of/);
    expect((await search("q=x&page=0", { status: 400 })).error).toBe("page must be a whole number of 1 or more");
    expect(await search("q=")).toEqual({ items: [], total: 0, counts: {} });
    expect((await search("q=x&locale=fr", { status: 400 })).error).toBe("locale must be en or sw");
    // Items without a Kiswahili version are found by a Kiswahili search too, in English, at their /sw address.
    const sw = await search("q=turkana&locale=sw");
    expect(sw.items.map((i) => [i.title, i.locale, i.url])).toEqual([
      ["Turkana county budget hearing", "en", "/sw/news/turkana-county-budget-hearing"],
      ["Youth forum in Lodwar", "en", "/sw/news/youth-forum-in-lodwar"],
    ]);
  });

  it("pages through hits", async () => {
    const first = await search("q=turkana&limit=1&page=1");
    const second = await search("q=turkana&limit=1&page=2");
    expect(first.total).toBe(2);
    expect([first.items[0]?.id, second.items[0]?.id]).toEqual([ids.title, ids.body]);
  });

  it("search:reindex rebuilds the same index from the content", async () => {
    const before = await search("q=turkana+budget", { auth: true });
    const pdf = await search("q=borehole");
    await h.services.db.db.deleteFrom("search_documents").execute();
    expect((await search("q=turkana")).total).toBe(0);
    expect(await rebuildSearchIndex(h.services.db.db)).toBeGreaterThan(30);
    expect(await search("q=turkana+budget", { auth: true })).toEqual(before);
    expect(await search("q=borehole")).toEqual(pdf);
  });

  it("finds an item by its category's name in Kiswahili, and by a category's new name at once", async () => {
    await news("category", { title: "Ward meeting notes", excerpt: "Notes from the ward", category: "Budget Watch" });
    const list = await h.call("GET", "/api/choices/news-categories", { token });
    const entry = ((await list.json()) as { items: Array<{ id: number; name: string }> }).items.find(
      (e) => e.name === "Budget Watch",
    );
    const patch = (json: Record<string, unknown>) =>
      h.call("PATCH", `/api/choices/news-categories/${entry?.id}`, { token, json });
    const found = async (query: string, locale = "sw") =>
      (await search(`q=${encodeURIComponent(query)}&locale=${locale}&type=news`)).items.map((i) => i.title);
    expect(await found("ufuatiliaji")).toEqual([]);
    expect((await patch({ name_sw: "Ufuatiliaji wa Bajeti" })).status).toBe(200);
    // The item has no Kiswahili version: its English document carries the Kiswahili name.
    expect(await found("ufuatiliaji")).toEqual(["Ward meeting notes"]);
    expect((await patch({ name: "Public Finance" })).status).toBe(200);
    expect(await found("public finance", "en")).toEqual(["Ward meeting notes"]);
    expect(await found("watch", "en")).toEqual([]);
    expect(await found("ufuatiliaji bajeti")).toEqual(["Ward meeting notes"]);
    // Rebuilt from the content, the index holds the same.
    await rebuildSearchIndex(h.services.db.db);
    expect(await found("ufuatiliaji bajeti")).toEqual(["Ward meeting notes"]);
    expect(await found("public finance", "en")).toEqual(["Ward meeting notes"]);
  });

  it("follows updates, publishing and deletes at once", async () => {
    await h.call("PUT", `/api/news/${ids.title}`, { token, json: { title: "Marsabit county budget hearing" } });
    expect(await titles("marsabit")).toEqual(["Marsabit county budget hearing"]);
    expect(await titles("turkana budget")).toEqual(["Youth forum in Lodwar"]);
    await h.call("PUT", `/api/news/${ids.draft}`, { token, json: { published_at: PAST } });
    expect(await titles("draft statement")).toEqual(["Turkana budget draft statement"]);
    await h.call("DELETE", `/api/news/${ids.body}`, { token });
    expect(await titles("lodwar")).toEqual([]);
    await h.call("PUT", `/api/publications/${ids.publication}`, { token, json: { published_at: null } });
    expect(await titles("borehole maintenance")).toEqual([]);
    await h.call("DELETE", `/api/publications/${ids.publication}`, { token });
    expect(await titles("borehole maintenance", true)).toEqual([]);
  });
});
