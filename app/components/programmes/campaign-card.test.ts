import { describe, expect, it } from "vitest";
import { mediaButton } from "../media/media-card.tsx";
import { campaignButton } from "./campaign-card.tsx";

describe("campaignButton", () => {
  it("offers 'Join Campaign' for an Active campaign", () => {
    const b = campaignButton({ status: "Active", title: "Open Budgets" });
    expect(b.label).toBe("Join Campaign");
    expect(b.href).toBe("/register?reference=Open%20Budgets");
  });
  it("offers 'View Results' for a Completed one", () => {
    expect(campaignButton({ status: "Completed", title: "Footbridge" }).label).toBe("View Results");
  });
});

describe("mediaButton", () => {
  it("opens an external link in a new tab as 'View Report'", () => {
    expect(mediaButton({ link: "https://example.org/r.pdf", page: "/publications" })).toEqual({
      label: "View Report",
      href: "https://example.org/r.pdf",
      external: true,
    });
  });
  it("leads to the item's page otherwise, as 'Access Content'", () => {
    expect(mediaButton({ link: null, page: "/event-gallery" })).toEqual({
      label: "Access Content",
      href: "/event-gallery",
      external: false,
    });
  });
});
