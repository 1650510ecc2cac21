import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe (WCAG 2.x A/AA rules and best practices) on the page and returns the
 * serious and critical violations, in a readable form for assertions:
 * `expect(await seriousViolations(page)).toEqual([])`.
 */
export async function seriousViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
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
