import { describe, expect, it } from "vitest";
import { withPreviewBanner } from "./preview-banner.ts";

describe("the preview banner", () => {
  it("goes first in the body, its words escaped", () => {
    const html = '<!DOCTYPE html><html><head></head><body class="x"><main>Draft</main></body></html>';
    const out = withPreviewBanner(html, "Preview — not <published>");
    expect(out).toContain('<body class="x"><div role="status" data-preview-banner');
    expect(out).toContain(">Preview — not &lt;published&gt;</div><main>Draft</main>");
  });
});
