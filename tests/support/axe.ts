import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { RunOptions } from "axe-core";
import type { Page } from "playwright-core";

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The rules whose answer can change with the width of the page alone: what a second run at
 * another width of the same page checks (the rest were checked at the first width).
 */
export const LAYOUT_RULES = ["color-contrast", "target-size", "scrollable-region-focusable", "link-in-text-block"];

/** axe-core's own build, as @axe-core/playwright injects it. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe (WCAG 2.0–2.2 A/AA rules and best practices, plus the rule that an
 * accessible name contains the visible label, which axe ships as experimental)
 * on the page and returns the serious and critical violations, in a readable
 * form for assertions: `expect(await seriousViolations(page)).toEqual([])`.
 *
 * A page without frames is checked by axe-core in the page itself: injected once
 * per document (a second check of the same page, at another width, reuses it),
 * asked for violations only, and read down to the fields above inside the page.
 * @axe-core/playwright injects its 580 KB twice per check and carries every
 * passing node back, which made the check cost twice what axe's own work does
 * (docs/decisions/0098). A page with frames goes through @axe-core/playwright,
 * which merges the frames' results.
 */
export async function seriousViolations(
  page: Page,
  options: { exclude?: string[]; rules?: string[] } = {},
): Promise<AxeViolation[]> {
  const runOptions: RunOptions = options.rules
    ? { runOnly: { type: "rule", values: options.rules }, resultTypes: ["violations"] }
    : {
        runOnly: { type: "tag", values: AXE_TAGS },
        rules: { "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"],
      };
  // axe runs inside the page, where no Playwright timeout reaches: a page that stops answering
  // fails here, named, instead of using up the whole test's time.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe did not finish on ${page.url()} in 30 s`)), 30_000);
  });
  const exclude = options.exclude ?? [];
  const check = page.frames().length === 1 ? inPage(page, exclude, runOptions) : withFrames(page, exclude, runOptions);
  return Promise.race([check, tooLong]).finally(() => clearTimeout(timer));
}

/** What axe reports of a violation, as far as `readable` reads it. */
type RawViolation = { id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> };

/** The serious and critical violations, each with its first five targets. */
function readable(violations: RawViolation[]): AxeViolation[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

async function inPage(page: Page, exclude: string[], runOptions: RunOptions): Promise<AxeViolation[]> {
  // Not `"axe" in window`: an element with id="axe" would be found there too.
  const injected = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function";
  if (!(await page.evaluate(injected))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ exclude, runOptions }) => {
      type Axe = { run(context: unknown, options: unknown): Promise<{ violations: RawViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      const { violations } = await axe.run(context, runOptions);
      // Only what readable() reads crosses back to Node.
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })),
      }));
    },
    { exclude, runOptions },
  );
  return readable(violations);
}

async function withFrames(page: Page, exclude: string[], runOptions: RunOptions): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).options(runOptions);
  for (const selector of exclude) builder = builder.exclude(selector);
  return readable((await builder.analyze()).violations);
}

/**
 * Scrolls to the bottom of the page a screen at a time, as a reader would, so
 * every scroll-in reveal is seen, and loads every picture (lazy ones too) at
 * once. It returns when the pictures are in and the reveals have ended: a
 * fade still under way is played to its end, the state a reader sees 1.2 s
 * later, so colours are checked as they finally show.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two animation frames: the reveals' intersection observers see every position. A frame
    // the browser holds back (a starved renderer) is waited for 250 ms at most, so a walk
    // cannot hang; and at most 100 screens, however the page grows as pictures arrive.
    const frames = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    for (const image of Array.from(document.images)) image.loading = "eager";
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y < bottom() && y < 100 * window.innerHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, bottom());
    await frames();
  });
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll(".reveal-pending").length === 0 &&
        Array.from(document.images).every((image) => image.complete),
      null,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => {});
  // One more frame so the last revealed blocks have started their fade, then end every fade.
  await settle(page);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
      } catch {
        // an animation without an end (none of the reveals) keeps running
      }
    }
  });
}

/**
 * Waits two animation frames, so what last changed (a scroll, a new width) is laid out and painted;
 * a frame the browser holds back (a starved renderer) is waited for 250 ms at most.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 250)),
    ]),
  );
}
