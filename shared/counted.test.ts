import { describe, expect, it } from "vitest";
import { counted } from "./counted.ts";

describe("counted", () => {
  const minutes = { one: "Dakika {count} ya kusoma", other: "Dakika {count} za kusoma" };
  it("takes the singular for one and the plural otherwise, the number after the noun in Kiswahili", () => {
    expect(counted(minutes, 1)).toBe("Dakika 1 ya kusoma");
    expect(counted(minutes, 5)).toBe("Dakika 5 za kusoma");
    expect(counted(minutes, 0)).toBe("Dakika 0 za kusoma");
  });
  it("shows a figure other than the bare number when asked", () => {
    expect(counted({ one: "Kikao {count}", other: "Vikao {count}" }, 700, "700+")).toBe("Vikao 700+");
  });
});
