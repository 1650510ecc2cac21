import { describe, expect, it } from "vitest";
import { checkTree, describeViolation } from "./check-imports.ts";

/** One small tree a rule (scripts/fixtures/imports): each must fail, naming the files on the way. */
const fixture = (name: string) => checkTree(`scripts/fixtures/imports/${name}`).found.map(describeViolation);

const REACH_SERVER =
  "a module of app/ that is not *.server.ts (routes aside) never imports server/ or a *.server.ts module";

describe("check-imports", () => {
  it("fails on a runtime import cycle, but lets type-only imports and lazy import() loop", () => {
    expect(fixture("cycle")).toEqual([
      "app/lib/dates.ts:1: imports app/lib/format.ts: runtime import cycle: app/lib/dates.ts -> app/lib/format.ts -> app/lib/dates.ts",
    ]);
  });

  it("fails on page copy and components reaching each other through a re-export in app/lib", () => {
    expect(fixture("copy-through-lib")).toEqual([
      "app/components/hero.tsx:2: imports app/lib/words.ts: components take page copy as props, also through other modules: app/components/hero.tsx -> app/lib/words.ts -> app/lib/copy.ts -> app/content/volunteer.ts",
      "app/content/home.ts:1: imports app/lib/cards.ts: page copy reaches no component value, also through other modules: app/content/home.ts -> app/lib/cards.ts -> app/components/card.tsx",
    ]);
  });

  it("fails on a component that is not *.server.ts reaching server/ or a *.server.ts module", () => {
    const rule = REACH_SERVER;
    expect(fixture("component-server")).toEqual([
      `app/components/news/article.tsx:1: imports app/lib/article-data.server.ts: ${rule}: app/components/news/article.tsx -> app/lib/article-data.server.ts`,
      `app/components/news/byline.tsx:1: imports server/viewer.ts: ${rule}: app/components/news/byline.tsx -> server/viewer.ts`,
      // The helper of app/lib is a module of app/ too: the break is reported where it starts.
      `app/lib/news-data.ts:1: imports server/db/connection.ts: ${rule}: app/lib/news-data.ts -> server/db/connection.ts`,
    ]);
  });

  it("reads imports written without their extension: a cycle and a server import", () => {
    expect(fixture("extensionless")).toEqual([
      "app/lib/dates.ts:1: imports app/lib/format.ts: runtime import cycle: app/lib/dates.ts -> app/lib/format.ts -> app/lib/dates.ts",
      `app/components/byline.tsx:1: imports server/viewer.ts: ${REACH_SERVER}: app/components/byline.tsx -> server/viewer.ts`,
    ]);
  });

  it("follows an import of a directory to its index", () => {
    expect(fixture("directory-index")).toEqual([
      `app/components/news-list.tsx:1: imports server/db/index.ts: ${REACH_SERVER}: app/components/news-list.tsx -> server/db/index.ts`,
    ]);
  });

  it("fails on a module of app/lib that is not *.server.ts importing server/ for a route", () => {
    expect(fixture("lib-for-route")).toEqual([
      `app/lib/route-services.ts:1: imports server/http/request-context.ts: ${REACH_SERVER}: app/lib/route-services.ts -> server/http/request-context.ts`,
    ]);
  });

  it("fails on a subject's row file imported from another folder (types aside)", () => {
    expect(fixture("row-file")).toEqual([
      "server/search/search-documents.ts:2: imports server/news/news-row.ts: a subject's row file is imported only inside its folder: go through its service",
    ]);
  });
});
