import { describe, expect, it } from "vitest";
import { pickEncoding } from "./compression.ts";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding(undefined)).toBeNull();
  });
});
