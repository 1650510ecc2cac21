import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe (WCAG 2.0–2.2 A/AA rules and best practices, plus the rule that an
 * accessible name contains the visible label, which axe ships as experimental)
 * on the page and returns the serious and critical violations, in a readable
 * form for assertions: `expect(await seriousViolations(page)).toEqual([])`.
 */
export async function seriousViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

/**
 * Scrolls to the bottom of the page a half screen at a time, as a reader would,
 * so lazy images load and scroll-in reveals finish, then back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(100);
  });
  // Reveals fade in within 1.2 s of coming into view: wait until none is pending or still fading.
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll(".reveal-pending").length === 0 &&
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 3000, polling: 100 },
    )
    .catch(() => {});
}
