import { describe, expect, it } from "vitest";
import { pageKey } from "./cache-key.ts";

describe("page cache keys in two languages", () => {
  it("keeps /sw pages apart from English ones, with the same query rules", () => {
    expect(pageKey("GET", "/sw/news", "?page=2&utm_source=x", false, false)).toEqual({
      key: "/sw/news?page=2|0",
      path: "/sw/news?page=2",
    });
    expect(pageKey("GET", "/news", "?page=2", false, false)?.key).toBe("/news?page=2|0");
    expect(pageKey("GET", "/sw/about", "", false, true)?.key).toBe("/sw/about|1");
  });

  it("never keeps a staff page, the Kiswahili invitation page included", () => {
    expect(pageKey("GET", "/admin/accept-invitation", "?token=abc", false, false)).toBeNull();
    expect(pageKey("GET", "/sw/admin/accept-invitation", "?token=abc", false, false)).toBeNull();
    expect(pageKey("GET", "/sw/administration", "", false, false)?.key).toBe("/sw/administration|0");
  });

  it("stores the Kiswahili offer as a variant of its own, never in everyone's page", () => {
    expect(pageKey("GET", "/about", "", false, false, true)?.key).toBe("/about|0|sw-offer");
    expect(pageKey("GET", "/about", "", false, false, false)?.key).toBe("/about|0");
  });
});
