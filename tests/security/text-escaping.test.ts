import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsCalendar } from "../../server/discovery/calendar.ts";
import { escapeXml } from "../../server/discovery/xml.ts";
import type { EventItem } from "../../shared/collections/index.ts";
import { createItem } from "../api/collection-client.ts";
import { SAMPLES } from "../api/collection-samples.ts";
import { type Harness, startHarness } from "../api/harness.ts";
import { databaseKinds } from "../support/databases.ts";

const kinds = await databaseKinds();
const INJECTED = "Dialogue\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Fake\r\nEND:VEVENT";

describe.each(kinds)("titles refused with control characters on %s", (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("refuses a title with a line break or another control character, in news and in collections", async () => {
    for (const bad of [INJECTED, "Budget\nday", "Budget\u0000day", "Budget\u001bday", "Budget\u007fday"]) {
      for (const [path, json] of [
        ["/api/news", { title: bad }],
        ["/api/events", { ...SAMPLES.events.item, title: bad }],
        ["/api/stories", { ...SAMPLES.stories.item, title: bad }],
      ] as const) {
        const res = await h.call("POST", path, { token, json });
        expect(res.status, `${path} ${JSON.stringify(bad)}`).toBe(400);
        expect(JSON.stringify(await res.json())).toContain("Title must be one line, without control characters");
      }
    }
  });

  it("keeps a title's ordinary punctuation and Kiswahili letters", async () => {
    const item = await createItem(h, token, "events", {
      ...SAMPLES.events.item,
      title: "Mjadala: bajeti, maji; “sauti”",
    });
    expect(item.title).toBe("Mjadala: bajeti, maji; “sauti”");
  });
});

describe("the calendar escapes every text it writes, the calendar's own name too", () => {
  const event = {
    id: 7,
    title: INJECTED,
    starts_at: "2026-02-10T11:00:00.000Z",
    ends_at: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    description: "About\r\nEND:VEVENT",
    location: "Isinya; Kajiado, Kenya",
  } as unknown as EventItem;

  it("writes one event and no injected line, with the name escaped as RFC 5545 text", () => {
    const ics = eventsCalendar([event], {
      origin: "https://uraia.example",
      name: INJECTED,
      description: "Line one\nLine two; with, commas",
      path: "/events/7/calendar.ics",
      joinOnline: "Join online: {url}",
      details: "Details: {url}",
    });
    const lines = ics.split("\r\n");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line === "END:VCALENDAR")).toHaveLength(1);
    expect(lines.some((line) => line.startsWith("SUMMARY:Fake"))).toBe(false);
    const escaped = "Dialogue\\nEND:VCALENDAR\\nBEGIN:VEVENT\\nSUMMARY:Fake\\nEND:VEVENT";
    expect(ics.replace(/\r\n /g, "")).toContain(`NAME:${escaped}\r\n`);
    expect(ics.replace(/\r\n /g, "")).toContain(`X-WR-CALNAME:${escaped}\r\n`);
    expect(ics.replace(/\r\n /g, "")).toContain("X-WR-CALDESC:Line one\\nLine two\\; with\\, commas\r\n");
  });

  it("drops the control characters XML 1.0 cannot hold from a feed's text", () => {
    expect(escapeXml("Budget\u0000\u0008\u000b\u001b day & <night>\tok\n")).toBe(
      "Budget day &amp; &lt;night&gt;\tok\n",
    );
  });
});
