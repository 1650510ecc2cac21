import { describe, expect, it } from "vitest";
import { eventFacts, placeOf } from "./event-facts.ts";

const base = { attendance: "in-person" as const, location: "", online_url: null, ends_at: null };

describe("one event's facts", () => {
  it("gives times with their offset, and no end where the record has none", () => {
    const facts = eventFacts({ ...base, starts_at: "2026-03-01T06:00:00.000Z" });
    expect(facts.start).toBe("2026-03-01T09:00:00+03:00");
    expect(facts.end).toBeNull();
    expect(facts.allDay).toBeNull();
    expect(eventFacts({ ...base, starts_at: "2026-03-01T06:00:00Z", ends_at: "2026-03-01T09:00:00Z" }).end).toBe(
      "2026-03-01T12:00:00+03:00",
    );
  });

  it("makes a day-only event an all-day one, ending at the next midnight", () => {
    const facts = eventFacts({ ...base, starts_at: "2026-12-02T21:00:00.000Z" });
    expect(facts).toMatchObject({
      allDay: "2026-12-03",
      start: "2026-12-03T00:00:00+03:00",
      end: "2026-12-04T00:00:00+03:00",
    });
  });

  it("tells a place only when people come, and the online link only when they can join online", () => {
    const online = eventFacts({
      ...base,
      starts_at: "2026-03-01T06:00:00Z",
      attendance: "online",
      location: "Kitengela Community Hall, Kitengela",
      online_url: "https://x.com/i/spaces/1",
    });
    expect(online.place).toBeNull();
    expect(online.onlineUrl).toBe("https://x.com/i/spaces/1");
    const inPerson = eventFacts({ ...base, starts_at: "2026-03-01T06:00:00Z", online_url: "https://x.com/i/spaces/1" });
    expect(inPerson.onlineUrl).toBeNull();
  });

  it("reads the venue, street and town from the location", () => {
    expect(placeOf("Kitengela Community Hall, Kitengela")).toEqual({
      name: "Kitengela Community Hall",
      street: null,
      locality: "Kitengela",
    });
    expect(placeOf("Ngong Hall, Ngong Road, Ngong")).toEqual({
      name: "Ngong Hall",
      street: "Ngong Road",
      locality: "Ngong",
    });
    expect(placeOf("Kibera")).toEqual({ name: "Kibera", street: null, locality: null });
    expect(placeOf(" ")).toBeNull();
  });
});
