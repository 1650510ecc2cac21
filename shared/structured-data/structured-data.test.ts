import { describe, expect, it } from "vitest";
import { checkNode } from "../../tests/support/structured-data-rules.ts";
import { type CollectionDefinition, itemSchema } from "../collections/define.ts";
import { events } from "../collections/events.ts";
import type { EventItem, Opening } from "../collections/index.ts";
import { openings } from "../collections/openings.ts";
import { eastAfricaTime } from "../east-africa-time.ts";
import type { Publication } from "../publications.ts";
import { breadcrumbListLd } from "./breadcrumb-list.ts";
import { eventLd } from "./event.ts";
import { employmentTypes, jobPostingLd } from "./job-posting.ts";
import { jsonLdText } from "./json-ld.ts";
import { reportLd } from "./report.ts";

const ORIGIN = "https://uraia.example";
const NOW = new Date("2026-11-01T09:00:00Z");
const stored = { id: 7, position: 1, created_at: "2026-10-01T06:00:00.000Z", updated_at: "2026-10-02T06:00:00.000Z" };

/** An item as the API answers it: the input put through the collection's own rule. */
function item<T>(definition: typeof openings | typeof events, input: Record<string, unknown>): T {
  const rule = itemSchema(definition as unknown as CollectionDefinition);
  const data = rule.parse({ published_at: "2026-10-01T09:00:00+03:00", ...input });
  return { ...data, ...stored } as T;
}

describe("JSON-LD text", () => {
  it("cannot end its script element or open a comment, and parses back to the same value", () => {
    const title = 'Budget </script><script>alert(1)</script> <!-- & "quotes" \u2028\u2029';
    const text = jsonLdText({ "@type": "Thing", name: title });
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(text)).toEqual({ "@type": "Thing", name: title });
  });

  it("writes moments in East Africa Time with their offset", () => {
    expect(eastAfricaTime("2026-03-01T06:00:00.000Z")).toBe("2026-03-01T09:00:00+03:00");
    expect(eastAfricaTime("2026-03-01T22:30:00.000Z")).toBe("2026-03-02T01:30:00+03:00");
    expect(eastAfricaTime(null)).toBeNull();
    expect(eastAfricaTime("not a date")).toBeNull();
  });
});

describe("JobPosting from an opening", () => {
  const base = { kind: "job", title: "Programme Officer", description: "Runs county dialogues.", location: "Nairobi" };

  it("holds what search engines require, with the closing moment as validThrough", () => {
    const ld = jobPostingLd(
      item<Opening>(openings, { ...base, type: "Full-time", closes_at: "2026-12-01T17:00" }),
      ORIGIN,
      NOW,
    )!;
    expect(checkNode(ld)).toEqual([]);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-10-01T09:00:00+03:00",
      validThrough: "2026-12-01T17:00:00+03:00",
      employmentType: ["FULL_TIME"],
      url: `${ORIGIN}/work-with-us/7`,
      jobLocation: { address: { addressLocality: "Nairobi", addressCountry: "KE" } },
    });
  });

  it("names the employment type from the kind, then the type", () => {
    expect(employmentTypes({ kind: "volunteer", type: "" })).toEqual(["VOLUNTEER"]);
    expect(employmentTypes({ kind: "internship", type: "Part-time" })).toEqual(["INTERN", "PART_TIME"]);
    expect(employmentTypes({ kind: "job", type: "Contract (12 months)" })).toEqual(["CONTRACTOR"]);
    expect(employmentTypes({ kind: "job", type: "" })).toEqual(["OTHER"]);
  });

  it("declares a remote opening by where applicants may live, a hybrid one by both", () => {
    const remote = jobPostingLd(item<Opening>(openings, { ...base, workplace: "remote" }), ORIGIN, NOW)!;
    expect(checkNode(remote)).toEqual([]);
    expect(remote.jobLocation).toBeUndefined();
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Kenya" },
    });
    const hybrid = jobPostingLd(item<Opening>(openings, { ...base, workplace: "hybrid" }), ORIGIN, NOW)!;
    expect(hybrid.jobLocation).toBeDefined();
    expect(hybrid.jobLocationType).toBe("TELECOMMUTE");
  });

  it("is dropped once the opening has closed", () => {
    const closed = item<Opening>(openings, { ...base, closes_at: "2026-10-31T17:00" });
    expect(jobPostingLd(closed, ORIGIN, NOW)).toBeNull();
  });

  it("writes the description as HTML with the text escaped", () => {
    const ld = jobPostingLd(
      item<Opening>(openings, { ...base, description: "Fish & chips <b>bold</b>", skills: ["A & B"] }),
      ORIGIN,
      NOW,
    )!;
    expect(ld.description).toBe("<p>Fish &amp; chips &lt;b&gt;bold&lt;/b&gt;</p><ul><li>A &amp; B</li></ul>");
  });
});

describe("Event from an event", () => {
  const base = { kind: "dialogue", title: "Youth and the county budget", location: "Kitengela Community Hall" };

  it("gives a timed event its times in East Africa Time, a place in Kenya, the organiser and an image", () => {
    const ld = eventLd(
      item<EventItem>(events, { ...base, starts_at: "2026-12-03T10:00", ends_at: "2026-12-03T13:00" }),
      ORIGIN,
      "/og/default.jpg",
    );
    expect(checkNode(ld)).toEqual([]);
    expect(ld).toMatchObject({
      startDate: "2026-12-03T10:00:00+03:00",
      endDate: "2026-12-03T13:00:00+03:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", address: { addressCountry: "KE" } },
      organizer: { "@type": "NGO" },
      image: [`${ORIGIN}/og/default.jpg`],
      url: `${ORIGIN}/events/7`,
    });
  });

  it("gives a day-only event its day, an online one a VirtualLocation, a mixed one both", () => {
    const online = eventLd(
      item<EventItem>(events, {
        ...base,
        starts_at: "2026-12-03",
        attendance: "online",
        online_url: "https://x.com/UraiaKenya",
        event_state: "postponed",
      }),
      ORIGIN,
      "/og/default.jpg",
    );
    expect(checkNode(online)).toEqual([]);
    expect(online).toMatchObject({
      startDate: "2026-12-03T00:00:00+03:00",
      endDate: "2026-12-04T00:00:00+03:00",
      eventStatus: "https://schema.org/EventPostponed",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://x.com/UraiaKenya" },
    });
    expect(online.description).toBe("Youth and the county budget");
    const mixed = eventLd(
      item<EventItem>(events, {
        ...base,
        starts_at: "2026-12-03T10:00",
        attendance: "mixed",
        online_url: "https://x.com/UraiaKenya",
      }),
      ORIGIN,
      "/og/default.jpg",
    );
    expect(checkNode(mixed)).toEqual([]);
    expect((mixed.location as Array<{ "@type": string }>).map((l) => l["@type"])).toEqual(["Place", "VirtualLocation"]);
  });

  it("names the page of its language, the venue's street and town, and no end where the event has none", () => {
    const event = item<EventItem>(events, {
      ...base,
      location: "Kitengela Community Hall, Namanga Road, Kitengela",
      starts_at: "2026-12-03T10:00",
    });
    const sw = eventLd(event, ORIGIN, "/og/default.jpg", "sw");
    expect(checkNode(sw)).toEqual([]);
    expect(sw).toMatchObject({
      "@id": `${ORIGIN}/sw/events/7#event`,
      url: `${ORIGIN}/sw/events/7`,
      mainEntityOfPage: `${ORIGIN}/sw/events/7`,
      inLanguage: "sw-KE",
      startDate: "2026-12-03T10:00:00+03:00",
      location: {
        "@type": "Place",
        name: "Kitengela Community Hall",
        address: { streetAddress: "Namanga Road", addressLocality: "Kitengela", addressCountry: "KE" },
      },
    });
    expect(sw).not.toHaveProperty("endDate");
    expect(eventLd(event, ORIGIN, "/og/default.jpg").inLanguage).toBe("en-KE");
  });

  it("refuses an online event without its link, and an image without its description", () => {
    const rule = itemSchema(events);
    const online = rule.safeParse({ ...base, starts_at: "2026-12-03", attendance: "online" });
    expect(online.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["online_url", "Online link is required for an online or mixed event"],
    ]);
    const image = rule.safeParse({ ...base, starts_at: "2026-12-03", image_url: "/uploads/a.jpg" });
    expect(image.error?.issues.map((i) => i.path.join("."))).toEqual(["image_alt"]);
  });
});

describe("Report and BreadcrumbList", () => {
  it("declares a publication as a Report with its PDF and page count", () => {
    const publication: Publication = {
      id: 3,
      title: "Leadership Conference 2025 Report",
      slug: "leadership-conference-2025-report",
      type: "Report",
      description: "What 300 delegates agreed.",
      pdf_url: "/uploads/report.pdf",
      featured: false,
      published_at: "2025-03-01T06:00:00.000Z",
      pages: 24,
      size: "2.1MB",
      read_time: "12 min",
      created_at: "2025-03-01T06:00:00.000Z",
      updated_at: "2025-03-02T06:00:00.000Z",
    };
    const ld = reportLd(publication, ORIGIN, "/og/publications/x.jpg");
    expect(checkNode(ld)).toEqual([]);
    expect(ld).toMatchObject({
      url: `${ORIGIN}/publications?doc=leadership-conference-2025-report`,
      numberOfPages: 24,
      encoding: { contentUrl: `${ORIGIN}/uploads/report.pdf`, encodingFormat: "application/pdf", contentSize: "2.1MB" },
    });
    expect(reportLd({ ...publication, pages: null }, ORIGIN, "/x.jpg").numberOfPages).toBeUndefined();
    expect(reportLd(publication, ORIGIN, "/x.jpg", "sw")).toMatchObject({
      "@id": `${ORIGIN}/sw/publications?doc=leadership-conference-2025-report#report`,
      url: `${ORIGIN}/sw/publications?doc=leadership-conference-2025-report`,
      inLanguage: "sw-KE",
    });
  });

  it("numbers a trail from 1 with absolute URLs", () => {
    const ld = breadcrumbListLd(
      [
        { label: "Home", path: "/" },
        { label: "About Us", path: "/about" },
        { label: "Team", path: "/team" },
      ],
      ORIGIN,
    );
    expect(checkNode(ld)).toEqual([]);
    expect((ld.itemListElement as Array<{ item: string }>).map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/about`,
      `${ORIGIN}/team`,
    ]);
  });
});
