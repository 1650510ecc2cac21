import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestKindContext } from "../../server/http/request-context.ts";
import { renderOnly, renderOnlyEach } from "./render-only.server.ts";
import { whole } from "./render-only.ts";

const contextFor = (kind: "document" | "data") => {
  const context = new RouterContextProvider();
  context.set(requestKindContext, kind);
  return context;
};

type Card = { title: string; excerpt: string; date: string };
const cards = (): Card[] => [
  { title: "One", excerpt: "First", date: "2026-01-01" },
  { title: "Two", excerpt: "Second", date: "2026-01-02" },
];

describe("render-only keys", () => {
  it("on a document: the server reads them, the hydration data (Object.keys, JSON) leaves them out", () => {
    const data = renderOnly(contextFor("document"), { meta: "m", body: "b" }, ["body"]);
    expect(data.body).toBe("b");
    expect(Object.keys(data)).toEqual(["meta"]);
    expect(JSON.stringify(data)).toBe('{"meta":"m"}');
  });

  it("on a .data request: every key travels", () => {
    expect(Object.keys(renderOnly(contextFor("data"), { meta: "m", body: "b" }, ["body"]))).toEqual(["meta", "body"]);
  });

  it("for each item of a list, on copies: the list given (maybe shared with other requests) keeps its keys", () => {
    const shared = cards();
    const listed = renderOnlyEach(contextFor("document"), shared, ["excerpt", "date"]);
    expect(JSON.stringify(listed)).toBe('[{"title":"One"},{"title":"Two"}]');
    expect(listed[1]?.excerpt).toBe("Second");
    expect(JSON.stringify(shared[0])).toBe('{"title":"One","excerpt":"First","date":"2026-01-01"}');
  });

  it("whole: the item when it has its render-only keys (server, or after a client navigation), else undefined", () => {
    const [onServer] = renderOnlyEach(contextFor("document"), cards(), ["excerpt"]);
    expect(whole<Card>(onServer as Card, "excerpt")).toBe(onServer);
    const hydrated = JSON.parse(JSON.stringify(onServer)) as Partial<Card>;
    expect(whole<Card>(hydrated, "excerpt")).toBeUndefined();
    const navigated = renderOnlyEach(contextFor("data"), cards(), ["excerpt"])[0] as Card;
    expect(whole<Card>(navigated, "excerpt")?.excerpt).toBe("First");
  });
});
