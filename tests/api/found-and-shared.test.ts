import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { eventsCalendar } from "../../server/discovery/calendar.ts";
import { sitemapDocument } from "../../server/discovery/sitemap-entries.ts";
import type { EventItem } from "../../shared/collections/index.ts";
import { databaseKinds } from "../support/databases.ts";
import { type CreatedItem, createItem } from "./collection-client.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
type Item = CreatedItem;

/** What makes openings and events findable: the sitemap, the calendar of upcoming events, the X handle setting. */
describe.each(kinds)("openings and events found and shared on %s", (kind) => {
  let h: Harness;
  let token: string;
  const create = (name: string, json: Record<string, unknown>) => createItem(h, token, name, json);

  beforeAll(async () => {
    h = await startHarness(kind);
    h.clock.set("2026-11-01T09:00:00.000Z");
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("lists open openings and published events in the sitemap with their last change, not closed or draft ones", async () => {
    const open = await create("openings", { kind: "volunteer", title: "X Spaces Co-host", workplace: "remote" });
    const job = await create("openings", { kind: "job", title: "Finance Assistant", closes_at: "2026-12-01T17:00" });
    const closed = await create("openings", { kind: "internship", title: "Research Intern", closes_at: "2026-10-01" });
    const draft = await create("openings", { kind: "job", title: "Driver", published_at: null });
    const coming = await create("events", {
      kind: "dialogue",
      title: "Water in Isinya",
      starts_at: "2026-12-03T10:00",
    });
    const held = await create("events", { kind: "session", title: "Budget basics", starts_at: "2026-02-01" });
    const hidden = await create("events", {
      kind: "action",
      title: "Petition",
      starts_at: "2026-12-09",
      published_at: null,
    });

    const xml = (await sitemapDocument(h.services.db.db, h.clock.now(), "https://uraia.example", ["/"], null))!;
    // Each page in both languages, with its last change (then its language alternates).
    const entry = (path: string, item: Item) =>
      `<url><loc>https://uraia.example${path}</loc><lastmod>${new Date(item.updated_at).toISOString()}</lastmod><xhtml:link`;
    expect(xml).toContain(entry(`/volunteer/${open.id}`, open));
    expect(xml).toContain(entry(`/work-with-us/${job.id}`, job));
    expect(xml).toContain(entry(`/events/${coming.id}`, coming));
    expect(xml).toContain(entry(`/events/${held.id}`, held));
    expect(xml).toContain(entry(`/sw/events/${held.id}`, held));
    for (const gone of [`/intern/${closed.id}`, `/work-with-us/${draft.id}`, `/events/${hidden.id}`]) {
      expect(xml).not.toContain(gone);
    }
    // Past its closing moment the opening leaves the sitemap by itself.
    h.clock.set("2026-12-02T09:00:00.000Z");
    const later = (await sitemapDocument(h.services.db.db, h.clock.now(), "https://uraia.example", ["/"], null))!;
    expect(later).not.toContain(`/work-with-us/${job.id}`);
    h.clock.set("2026-11-01T09:00:00.000Z");
  });

  it("stores how people take part in an event, and refuses an online event without its link", async () => {
    const bad = await h.call("POST", "/api/events", {
      token,
      json: { kind: "session", title: "Memoranda online", starts_at: "2027-01-10", attendance: "online" },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; details: Record<string, string> };
    expect(body.details).toEqual({ online_url: "Online link is required for an online or mixed event" });
    const wrongState = await h.call("POST", "/api/events", {
      token,
      json: { kind: "session", title: "X", starts_at: "2027-01-10", event_state: "maybe" },
    });
    expect(((await wrongState.json()) as { details: Record<string, string> }).details.event_state).toContain(
      "scheduled, postponed, rescheduled, cancelled",
    );
    const online = await create("events", {
      kind: "session",
      title: "Memoranda online",
      starts_at: "2027-01-10T18:00",
      attendance: "online",
      online_url: "https://x.com/UraiaKenya",
      event_state: "rescheduled",
    });
    expect(online).toMatchObject({ attendance: "online", event_state: "rescheduled" });
  });

  it("puts every upcoming published event, and nothing past or unpublished, in the events calendar", async () => {
    const upcoming = await h.services.collections.list("events", PUBLIC_VIEWER, { upcoming: true, limit: 100 });
    const ics = eventsCalendar(upcoming.items as EventItem[], {
      origin: "https://uraia.example",
      name: "Uraia events",
      description: "Events",
      path: "/events.ics",
      joinOnline: "Join online: {url}",
      details: "Details: {url}",
    });
    const titles = [...ics.matchAll(/^SUMMARY:(.*)\r$/gm)].map((m) => m[1]);
    expect(titles.sort()).toEqual(["Memoranda online", "Water in Isinya"]);
  });

  it("keeps the X handle link previews name: normalised, checked, cleared", async () => {
    expect(await (await h.call("GET", "/api/settings/twitter_site")).json()).toEqual({
      key: "twitter_site",
      value: null,
    });
    const put = await h.call("PUT", "/api/settings/twitter_site", { token, json: { value: " UraiaKenya " } });
    expect(await put.json()).toEqual({ key: "twitter_site", value: "@UraiaKenya" });
    expect(await h.services.settings.get("twitter_site")).toBe("@UraiaKenya");
    for (const value of ["@has space", "@waytoolonghandle_over15", "https://x.com/UraiaKenya", 42]) {
      const res = await h.call("PUT", "/api/settings/twitter_site", { token, json: { value } });
      expect(res.status, String(value)).toBe(400);
      expect(Object.keys(((await res.json()) as { details: object }).details)).toEqual(["value"]);
    }
    expect(await h.services.settings.get("twitter_site")).toBe("@UraiaKenya");
    const cleared = await h.call("PUT", "/api/settings/twitter_site", { token, json: { value: "" } });
    expect(await cleared.json()).toEqual({ key: "twitter_site", value: null });
    // The Listen Live URL keeps its own rule.
    const url = await h.call("PUT", "/api/settings/listen_live_url", { token, json: { value: "@UraiaKenya" } });
    expect(url.status).toBe(400);
  });
});
