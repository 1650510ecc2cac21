import { describe, expect, it } from "vitest";
import { checkTree, describeViolation } from "./check-imports.ts";

/** One small tree a rule (scripts/fixtures/imports): each must fail, naming the files on the way. */
const fixture = (name: string) => checkTree(`scripts/fixtures/imports/${name}`).found.map(describeViolation);

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
    const rule = "a component that is not *.server.ts never imports server/ or a *.server.ts module";
    expect(fixture("component-server")).toEqual([
      `app/components/news/article.tsx:1: imports app/lib/article-data.server.ts: ${rule}: app/components/news/article.tsx -> app/lib/article-data.server.ts`,
      `app/components/news/byline.tsx:1: imports server/viewer.ts: ${rule}: app/components/news/byline.tsx -> server/viewer.ts`,
      `app/components/news/news-list.tsx:1: imports app/lib/news-data.ts: ${rule}: app/components/news/news-list.tsx -> app/lib/news-data.ts -> server/db/connection.ts`,
    ]);
  });
});
