import { describe, expect, it } from "vitest";
import { formatKsh, groupThousands } from "./format-money.ts";

describe("formatKsh", () => {
  it("prefixes KSh and separates thousands", () => {
    expect(formatKsh(2500)).toBe("KSh 2,500");
    expect(formatKsh(800)).toBe("KSh 800");
    expect(formatKsh(10000)).toBe("KSh 10,000");
    expect(formatKsh(1250000)).toBe("KSh 1,250,000");
  });
  it("rounds to whole shillings", () => {
    expect(formatKsh(1499.6)).toBe("KSh 1,500");
  });
});

describe("KSh on Kiswahili pages", () => {
  it("uses sw-KE's grouping", () => {
    expect(formatKsh(2500, "sw")).toBe("KSh 2,500");
    expect(formatKsh(1250000, "sw")).toBe("KSh 1,250,000");
  });
});

describe("groupThousands", () => {
  it("groups as Intl's en-KE and sw-KE do, without Intl", () => {
    for (const n of [0, 7, 999, 1000, 25_000, 250_000, 1_234_567, -4_500]) {
      expect(groupThousands(n)).toBe(new Intl.NumberFormat("sw-KE", { maximumFractionDigits: 0 }).format(n));
      expect(groupThousands(n)).toBe(new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 }).format(n));
    }
  });
});
