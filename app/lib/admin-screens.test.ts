import { describe, expect, it } from "vitest";
import { adminNavLinks } from "../content/admin-nav.ts";
import { adminNavLinks as swAdminNavLinks } from "../content/sw/admin-nav.ts";
import { linksForFeatures, mayOpenScreen, screenSwitchedOff } from "./admin-screens.ts";

describe("admin screens of switched-off features", () => {
  it("hides the SMS link in both languages unless the server says SMS is on", () => {
    for (const links of [adminNavLinks, swAdminNavLinks]) {
      expect(linksForFeatures(links, { sms: false }).map((l) => l.href)).not.toContain("/admin/sms");
      expect(linksForFeatures(links, undefined).map((l) => l.href)).not.toContain("/admin/sms");
      expect(linksForFeatures(links, { sms: true }).map((l) => l.href)).toContain("/admin/sms");
      expect(linksForFeatures(links, { sms: false })).toHaveLength(links.length - 1);
    }
  });

  it("closes the typed SMS address when SMS is off, and nothing else", () => {
    expect(screenSwitchedOff("/admin/sms", adminNavLinks, { sms: false })).toBe(true);
    expect(screenSwitchedOff("/admin/sms/", adminNavLinks, { sms: false })).toBe(true);
    expect(screenSwitchedOff("/admin/sms", adminNavLinks, { sms: true })).toBe(false);
    expect(screenSwitchedOff("/admin/inbox", adminNavLinks, { sms: false })).toBe(false);
  });
});

describe("admin screens under a section", () => {
  it("asks a page's editor for the permission of the Pages link it sits under", () => {
    expect(mayOpenScreen("editor", "/admin/pages/about", adminNavLinks)).toBe(true);
    expect(mayOpenScreen("author", "/admin/pages/about", adminNavLinks)).toBe(false);
    expect(mayOpenScreen("finance", "/admin/pages", adminNavLinks)).toBe(false);
    expect(mayOpenScreen("author", "/admin/account", adminNavLinks)).toBe(true);
  });
});
