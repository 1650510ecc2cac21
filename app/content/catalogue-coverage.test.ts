/**
 * Every English copy module of the public site has its Kiswahili twin
 * (app/content/sw/<name>.ts), exporting every name the English one does, so a page
 * under /sw never falls back to English words (docs/product.md, "Kiswahili").
 * The twins' shapes are compared by sw/sw-copy.test.ts; the admin's copy is the
 * admin's own work and not counted here.
 */
import { describe, expect, it } from "vitest";

const english = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./admin*.ts"], { eager: true });
const kiswahili = import.meta.glob<Record<string, unknown>>(["./sw/*.ts", "!./sw/*.test.ts"], { eager: true });

describe("the Kiswahili catalogue", () => {
  const names = Object.keys(english).map((path) => path.slice(2));

  it("has a twin for every public English module", () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !kiswahili[`./sw/${name}`])).toEqual([]);
  });

  it("exports every name the English module exports", () => {
    const missing = names.flatMap((name) => {
      const twin = kiswahili[`./sw/${name}`] ?? {};
      return Object.keys(english[`./${name}`] ?? {})
        .filter((key) => !(key in twin))
        .map((key) => `${name}: ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
