import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREENSHOT_DIR } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { contentPages } from "./pages-routes.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  console.info(`content page screenshots: ${SCREENSHOT_DIR}`);
});
afterAll(() => server?.stop());

/**
 * The server's answer for every content page. In a browser each one renders
 * without errors, fits a 320 px phone and passes axe at 390, 320 and 1366 px:
 * the walk over every public page does that (conformance-support.ts).
 */
describe.each(contentPages)("$path", ({ path, title }) => {
  it("answers 200 with its title, description, canonical URL and one main heading", async () => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title.replaceAll("&", "&amp;")} | Uraia</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<meta property="og:url" content="${server.url}${path}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
