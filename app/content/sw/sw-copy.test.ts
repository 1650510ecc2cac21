/**
 * Every Kiswahili copy module (app/content/sw/<name>.ts) is a faithful twin of its
 * English module (app/content/<name>.ts): the same exports, the same shape, the same
 * addresses, icons and numbers, and a function wherever English has one (the page-copy
 * contract of the Kiswahili work: docs/product.md, "Kiswahili"; words from docs/kiswahili-glossary.md).
 */
import { describe, expect, it } from "vitest";

const swModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const enModules = import.meta.glob<Record<string, unknown>>(["../*.ts", "!../*.test.ts"]);

/** Values under these keys are addresses, ids, codes, icons or images: never translated. */
const NON_TEXT_KEYS = new Set(["to", "href", "path", "id", "icon", "image", "src", "method", "figure", "formId"]);
/** A site address under any other key (a breadcrumb's parent, say) stays the English path too. */
const ADDRESS = /^\/\S*$/;

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Where the Kiswahili value `sw` departs from the English `en`, as readable lines (empty when it does not). */
function shapeProblems(en: unknown, sw: unknown, at: string, key = ""): string[] {
  const kind = kindOf(en);
  if (kindOf(sw) !== kind) return [`${at}: English is ${kind}, Kiswahili is ${kindOf(sw)}`];
  if (
    kind === "number" ||
    kind === "boolean" ||
    (kind === "string" && (NON_TEXT_KEYS.has(key) || ADDRESS.test(en as string)))
  ) {
    return en === sw ? [] : [`${at}: must stay ${JSON.stringify(en)}, is ${JSON.stringify(sw)}`];
  }
  if (kind === "string") return (sw as string).trim() === "" ? [`${at}: empty text`] : [];
  if (kind === "function") {
    const [a, b] = [en as (...args: unknown[]) => unknown, sw as (...args: unknown[]) => unknown];
    return a.length === b.length ? [] : [`${at}: takes ${b.length} arguments, English ${a.length}`];
  }
  if (kind === "array") {
    const [a, b] = [en as unknown[], sw as unknown[]];
    if (a.length !== b.length) return [`${at}: ${b.length} items, English has ${a.length}`];
    return a.flatMap((item, i) => shapeProblems(item, b[i], `${at}[${i}]`, key));
  }
  if (kind === "object") {
    const [a, b] = [en as Record<string, unknown>, sw as Record<string, unknown>];
    const keys = Object.keys(a).sort();
    if (keys.join() !== Object.keys(b).sort().join()) {
      return [`${at}: keys ${Object.keys(b).sort().join(", ")}; English has ${keys.join(", ")}`];
    }
    return keys.flatMap((k) => shapeProblems(a[k], b[k], `${at}.${k}`, k));
  }
  return en === sw ? [] : [`${at}: ${String(sw)} differs from ${String(en)}`];
}

const files = Object.keys(swModules).map((path) => path.slice(2));

describe("Kiswahili copy modules", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s twins its English module", async (file) => {
    const load = enModules[`../${file}`];
    if (!load) throw new Error(`app/content/sw/${file} has no English module app/content/${file}`);
    const en = await load();
    const sw = swModules[`./${file}`] ?? {};
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).flatMap((name) => shapeProblems(en[name], sw[name], name, name))).toEqual([]);
  });
});

describe("shapeProblems", () => {
  it("names what departs from the English", () => {
    const en = { title: "Donate", to: "/donate", items: [{ icon: "heart", n: 2 }], f: (n: number) => `${n}` };
    expect(shapeProblems(en, { ...en, title: "Changia", f: (n: number) => `${n}` }, "x")).toEqual([]);
    expect(
      shapeProblems(en, { title: "", to: "/sw/donate", items: [{ icon: "moyo", n: 3 }], f: () => "" }, "x"),
    ).toEqual([
      "x.f: takes 0 arguments, English 1",
      'x.items[0].icon: must stay "heart", is "moyo"',
      "x.items[0].n: must stay 2, is 3",
      "x.title: empty text",
      'x.to: must stay "/donate", is "/sw/donate"',
    ]);
    expect(shapeProblems(en, { ...en, items: [] }, "x")).toEqual(["x.items: 0 items, English has 1"]);
    expect(shapeProblems(en, { title: "Changia" }, "x")[0]).toMatch(/^x: keys title; English has/);
  });
});
