/**
 * Every Kiswahili copy module (app/content/sw/<name>.ts) is a faithful twin of its
 * English module (app/content/<name>.ts): the same exports, the same shape, the same
 * addresses, icons and numbers, and a function wherever English has one (the page-copy
 * contract of the Kiswahili work: docs/product.md, "Kiswahili"; words from docs/kiswahili-glossary.md).
 */
import { describe, expect, it } from "vitest";

const swModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const enModules = import.meta.glob<Record<string, unknown>>(["../*.ts", "!../*.test.ts"]);

/** Values under these keys are ids, codes or icons: never translated. */
const CODE_KEYS = new Set(["id", "icon", "method", "figure", "formId"]);
/**
 * Under these keys a value is an address or an image's name, unless it is words
 * (the admin's "To (day)" or "Insert image" labels are words, with spaces or capitals).
 */
const ADDRESS_KEYS = new Set(["to", "href", "path", "image", "src"]);
const CODE_LIKE = /^(?:[a-z0-9][\w./:#?=&-]*|[/#]\S*)$/;
/** A site address under any other key (a breadcrumb's parent, say) stays the English path too. */
const ADDRESS = /^\/\S*$/;

/** A contact link's `?subject=` is words in the page's language (decision 0076); the rest of an address stays. */
const withoutSubject = (value: string) => value.replace(/([?&]subject=)[^&#]*/, "$1…");
const sameAddress = (en: unknown, sw: unknown) =>
  en === sw ||
  (typeof en === "string" &&
    typeof sw === "string" &&
    en.startsWith("/contact?") &&
    withoutSubject(en) === withoutSubject(sw));

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
    (kind === "string" &&
      (CODE_KEYS.has(key) || (ADDRESS_KEYS.has(key) && CODE_LIKE.test(en as string)) || ADDRESS.test(en as string)))
  ) {
    return sameAddress(en, sw) ? [] : [`${at}: must stay ${JSON.stringify(en)}, is ${JSON.stringify(sw)}`];
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
    // An empty English record is a lookup of words only the other language needs (English words → Kiswahili).
    if (keys.length === 0) return [];
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
