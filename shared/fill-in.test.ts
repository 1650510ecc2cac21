import { describe, expect, it } from "vitest";
import { fillIn } from "./fill-in.ts";

describe("fillIn", () => {
  it("fills each {name} and leaves unknown ones as they are", () => {
    expect(fillIn("{site} kwenye {network}", { site: "Uraia", network: "X" })).toBe("Uraia kwenye X");
    expect(fillIn("Menyu ya {label} {other}", { label: "Habari" })).toBe("Menyu ya Habari {other}");
    expect(fillIn("{n} of {n}", { n: 3 })).toBe("3 of 3");
  });
});
