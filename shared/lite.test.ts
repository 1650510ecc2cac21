import { describe, expect, it } from "vitest";
import { isLite, liteChoice, liteSwitchHref } from "./lite.ts";
import { sameSitePath } from "./return-address.ts";

describe("lite mode", () => {
  it("follows Save-Data unless the visitor chose", () => {
    expect(isLite("on", null)).toBe(true);
    expect(isLite("On ", "")).toBe(true);
    expect(isLite(null, null)).toBe(false);
    expect(isLite("off", "a=b")).toBe(false);
    expect(isLite(null, "a=b; lite=1")).toBe(true);
    expect(isLite("on", "lite=0")).toBe(false);
  });

  it("reads only the lite cookie's 0 and 1", () => {
    expect(liteChoice("lite=1")).toBe(true);
    expect(liteChoice("x=1;lite=0")).toBe(false);
    expect(liteChoice("elite=1")).toBeNull();
    expect(liteChoice("lite=yes")).toBeNull();
  });

  it("returns only to a path on this site", () => {
    expect(sameSitePath("/news?page=2#top")).toBe("/news?page=2#top");
    expect(sameSitePath("https://evil.example/")).toBe("/");
    expect(sameSitePath("//evil.example/")).toBe("/");
    expect(sameSitePath("/\\evil.example")).toBe("/");
    expect(sameSitePath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
    expect(sameSitePath("/\nx")).toBe("/");
    expect(sameSitePath("javascript:alert(1)")).toBe("/");
    expect(sameSitePath(null)).toBe("/");
  });

  it("builds the switch links", () => {
    expect(liteSwitchHref(true, "/donate?x=1")).toBe("/lite?on=1&return=%2Fdonate%3Fx%3D1");
    expect(liteSwitchHref(false, "https://evil.example")).toBe("/lite?on=0&return=%2F");
  });
});
