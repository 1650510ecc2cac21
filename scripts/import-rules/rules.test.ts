import { describe, expect, it } from "vitest";
import { importsOf, resolveImport, violations } from "./rules.ts";

const check = (file: string, source: string) => violations([{ file, source }]).map((v) => `${v.to}: ${v.rule}`);

describe("import direction rules", () => {
  it("server/ and shared/ never import app/; shared/ never imports server/", () => {
    expect(check("server/x/a.ts", 'import { site } from "../../app/content/site.ts";')).toEqual([
      "app/content/site.ts: server/ never imports app/",
    ]);
    expect(check("shared/a.ts", 'import type { X } from "../app/lib/y.ts";')).toEqual([
      "app/lib/y.ts: shared/ never imports app/",
    ]);
    expect(check("shared/a.ts", 'export { y } from "../server/y.ts";')).toEqual([
      "server/y.ts: shared/ never imports server/",
    ]);
  });

  it("components import only types from page copy, and never routes", () => {
    expect(check("app/components/x/card.tsx", 'import { page } from "../../content/volunteer.ts";')).toEqual([
      "app/content/volunteer.ts: components take page copy as props: import only types from app/content",
    ]);
    expect(check("app/components/x/card.tsx", 'import type { Page } from "../../content/volunteer.ts";')).toEqual([]);
    expect(check("app/components/x/card.tsx", 'import { type A, type B as C } from "../../content/a.ts";')).toEqual([]);
    expect(check("app/components/x/card.tsx", 'import { type A, b } from "../../content/a.ts";')).toHaveLength(1);
    expect(check("app/components/x/card.tsx", 'const m = await import("../../routes/home.tsx");')).toEqual([
      "app/routes/home.tsx: components never import routes",
    ]);
  });

  it("page copy never imports routes or component values; routes may import anything", () => {
    expect(check("app/content/a.ts", 'import { Card } from "../components/card.tsx";')).toEqual([
      "app/components/card.tsx: page copy imports only types from components",
    ]);
    expect(check("app/content/a.ts", 'import type { IconName } from "../components/ui/icon.tsx";')).toEqual([]);
    expect(
      check(
        "app/routes/a.tsx",
        'import { page } from "../content/a.ts";\nimport { Card } from "../components/card.tsx";',
      ),
    ).toEqual([]);
  });

  it("reads multi-line imports and ignores packages and test files", () => {
    const source = 'import {\n  a,\n  b,\n} from "../../content/a.ts";\nimport { useState } from "react";';
    expect(importsOf("app/components/x/c.tsx", source)).toEqual([
      { from: "app/components/x/c.tsx", to: "app/content/a.ts", typeOnly: false, line: 1 },
    ]);
    expect(violations([{ file: "app/components/x/c.test.tsx", source }])).toEqual([]);
  });

  it("marks a lazy import() and reads `typeof import()` as a type", () => {
    const source = 'type M = typeof import("./m.ts");\nconst Editor = lazy(() => import("./editor.tsx"));';
    expect(importsOf("app/components/a.tsx", source)).toEqual([
      { from: "app/components/a.tsx", to: "app/components/m.ts", typeOnly: true, line: 1, lazy: true },
      { from: "app/components/a.tsx", to: "app/components/editor.tsx", typeOnly: false, line: 2, lazy: true },
    ]);
  });

  it("resolves an import written without its extension, through a directory, or with .js", () => {
    const files = new Set(["app/lib/a.ts", "app/lib/b.tsx", "server/db/index.ts"]);
    expect(resolveImport("app/lib/a", files)).toBe("app/lib/a.ts");
    expect(resolveImport("app/lib/b", files)).toBe("app/lib/b.tsx");
    expect(resolveImport("app/lib/a.js", files)).toBe("app/lib/a.ts");
    expect(resolveImport("server/db", files)).toBe("server/db/index.ts");
    expect(resolveImport("app/lib/missing", files)).toBe("app/lib/missing");
  });

  it("keeps a subject's row file to its folder; types may cross", () => {
    expect(check("server/search/docs.ts", 'import { toNews } from "../news/news-row.ts";')).toEqual([
      "server/news/news-row.ts: a subject's row file is imported only inside its folder: go through its service",
    ]);
    expect(check("server/search/docs.ts", 'import type { NewsRow } from "../news/news-row.ts";')).toEqual([]);
    expect(check("server/news/news-service.ts", 'import { toNews } from "./news-row.ts";')).toEqual([]);
  });
});
