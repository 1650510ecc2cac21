import { describe, expect, it } from "vitest";
import { packCopy, unpackCopy } from "./copy-wire.ts";

describe("copy as loader data", () => {
  const copy = {
    title: "Photos",
    page: (n: number) => `Page ${n}`,
    position: (n: number, last: number) => `Page ${n} of ${last}`,
    setCount: (n: number) => `${n} ${n === 1 ? "set" : "sets"}`,
    heading: (title: string) => `Reading: ${title.trim()}`,
    summary: (total: number, query: string) => `${total} ${total === 1 ? "result" : "results"} for “${query}”`,
    nested: [{ counter: (n: number, total: number) => `${n} kati ya ${total}` }],
    goTo: (n: number) => `Nenda kwenye slaidi ya ${n === 1 ? "kwanza" : n === 2 ? "pili" : n}`,
    uses: (n: number) => (n === 0 ? "Haitumiki" : n === 1 ? "Inatumiwa na chapisho 1" : `Inatumiwa na machapisho ${n}`),
  };

  it("survives JSON and gives the same words as the functions", () => {
    const wire = JSON.parse(JSON.stringify(packCopy(copy)));
    const back = unpackCopy<typeof copy>(wire);
    expect(back.title).toBe("Photos");
    expect(back.page(3)).toBe("Page 3");
    expect(back.position(2, 9)).toBe("Page 2 of 9");
    expect(back.setCount(1)).toBe("1 set");
    expect(back.setCount(4)).toBe("4 sets");
    expect(back.heading("Budget")).toBe("Reading: Budget");
    expect(back.summary(1, "kaunti")).toBe("1 result for “kaunti”");
    expect(back.summary(7, "kaunti")).toBe("7 results for “kaunti”");
    expect(back.nested[0]?.counter(5, 12)).toBe("5 kati ya 12");
  });

  it("keeps the words of small numbers: Kiswahili ordinals, the singular and none", () => {
    const back = unpackCopy<typeof copy>(JSON.parse(JSON.stringify(packCopy(copy))));
    expect([1, 2, 3, 14].map(back.goTo)).toEqual([
      "Nenda kwenye slaidi ya kwanza",
      "Nenda kwenye slaidi ya pili",
      "Nenda kwenye slaidi ya 3",
      "Nenda kwenye slaidi ya 14",
    ]);
    expect([0, 1, 5].map(back.uses)).toEqual(["Haitumiki", "Inatumiwa na chapisho 1", "Inatumiwa na machapisho 5"]);
  });

  it("unpacks the same data once", () => {
    const wire = packCopy(copy);
    expect(unpackCopy(wire)).toBe(unpackCopy(wire));
  });
});
