import { describe, expect, it } from "vitest";
import { resourceIcon } from "./resource-icon.ts";

describe("resourceIcon", () => {
  it("gives video types the video icon", () => {
    expect(resourceIcon("Video")).toBe("video");
    expect(resourceIcon("Video Series")).toBe("video");
  });
  it("gives report types the report icon", () => {
    expect(resourceIcon("Report")).toBe("report");
    expect(resourceIcon("Research Report")).toBe("report");
  });
  it("gives templates and toolkits the toolkit icon", () => {
    expect(resourceIcon("Templates")).toBe("toolkit");
    expect(resourceIcon("Toolkit")).toBe("toolkit");
  });
  it("falls back to a document icon", () => {
    expect(resourceIcon("Guide")).toBe("document");
    expect(resourceIcon("Policy Brief")).toBe("document");
  });
});
