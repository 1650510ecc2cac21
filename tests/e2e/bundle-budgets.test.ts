import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  APP_JS_BUDGET_BYTES,
  CSS_BUDGET_BYTES,
  FRAMEWORK_BUDGET_BYTES,
  JS_BUDGET_BYTES,
  measureRoutes,
} from "../../bench/bundle-budgets.ts";
import { BUILD_DIR } from "../../scripts/build-stamp.ts";

// Deterministic size budgets, checked on the production build.
const routes = measureRoutes(path.join(BUILD_DIR, "client"));

describe("bundle budgets of every public route", () => {
  it("covers every public page route", () => {
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/news", "/publications", "/donate"]));
  });

  it.each(routes.map((r) => [r.path, r] as const))(
    "%s: first-load JS ≤ 150 KB (React and React Router ≤ 115 KB, our own code ≤ 38 KB) and CSS ≤ 30 KB gzipped",
    (_path, route) => {
      expect(route.frameworkBytes).toBeGreaterThan(0);
      expect(route.frameworkBytes).toBeLessThanOrEqual(FRAMEWORK_BUDGET_BYTES);
      expect(route.jsBytes - route.frameworkBytes).toBeLessThanOrEqual(APP_JS_BUDGET_BYTES);
      expect(route.jsBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      expect(route.cssBytes).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
    },
  );

  it.each(routes.map((r) => [r.path, r] as const))(
    "%s: no pdf.js, rich-text editor or admin code in the first load",
    (_path, route) => {
      expect(route.forbidden).toEqual([]);
    },
  );
});
