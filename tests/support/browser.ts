import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium: what the Lighthouse bench measures a visit with, a whole browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/**
 * What the browser tests drive: Debian's headless shell of the same Chromium when it is installed
 * (`apt-get install -y chromium-headless-shell`, as .ci/run does), which renders the same pages
 * for a fifth less processor than the whole browser (docs/decisions/0098); else the whole one.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 768 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_BROWSER_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * Makes page.goto() wait, for HTML pages, until React has hydrated the document
 * (root.tsx sets data-hydrated), so a test never clicks or types into a page whose
 * handlers are not attached yet (a slow, loaded machine would make that flaky).
 */
const patched = new WeakSet<Page>();
function waitForHydrationOnGoto(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const type = response?.headers()["content-type"] ?? "";
    const scripts = await page.evaluate(() => document.scripts.length).catch(() => 0);
    if (type.includes("text/html") && scripts > 0) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
    }
    return response;
  };
}

/** A page whose console errors and uncaught exceptions are collected for assertions; `javaScript: false` for a visitor without it. */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    baseURL?: string;
    javaScript?: boolean;
    /** the browser's language (navigator.languages and Accept-Language), e.g. "sw-KE" */
    locale?: string;
    /**
     * The offline-reading service worker is blocked unless asked for: these journeys check what the
     * server answers, and a worker on a loaded machine may answer from its copy after 3 s
     * (tests/e2e/offline.test.ts drives the worker itself).
     */
    serviceWorkers?: "allow" | "block";
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const javaScriptEnabled = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: options.viewport ?? LAPTOP,
    baseURL: options.baseURL,
    javaScriptEnabled,
    serviceWorkers: options.serviceWorkers ?? "block",
    ...(options.locale && { locale: options.locale }),
  });
  // Without JavaScript nothing hydrates: pages are used as the server sent them.
  if (javaScriptEnabled) context.on("page", waitForHydrationOnGoto);
  const page = await context.newPage();
  if (javaScriptEnabled) waitForHydrationOnGoto(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

/** Whether `screenshot()` saves anything in this run (not under `CI=true` unless `SCREENSHOTS=1`). */
export const screenshotsTaken = () => process.env.CI !== "true" || process.env.SCREENSHOTS === "1";

/**
 * Saves a full-page screenshot under test-results/screenshots and returns its path. CI
 * (`CI=true`) skips them unless `SCREENSHOTS=1`: they are for people to look at, assert
 * nothing, and cost about a minute of a run (decision 0065).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!screenshotsTaken()) return file;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
