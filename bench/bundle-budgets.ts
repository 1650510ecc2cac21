import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { startServer } from "../tests/support/server.ts";
import { budgetPages, measureDocuments, printDocumentWeights } from "./hydration-budgets.ts";

/** First-load JavaScript per public route and the site's CSS, gzipped. */
export const JS_BUDGET_BYTES = 150 * 1024;
export const CSS_BUDGET_BYTES = 30 * 1024;
/**
 * React, React DOM and React Router (the `framework` chunk) are a fixed floor of
 * about 110 KB that no page can go below; the part we write is held to its own,
 * tighter limit per route (docs/decisions/0041-first-load-javascript-budget.md).
 */
export const FRAMEWORK_BUDGET_BYTES = 115 * 1024;
export const APP_JS_BUDGET_BYTES = 38 * 1024;
const FRAMEWORK_CHUNK = /\/framework-[^/]+\.js$/;
/** Code that must never be in a public page's first load. */
export const FORBIDDEN_IN_PUBLIC = [
  { name: "pdf.js", pattern: /Setting up fake worker/ },
  { name: "the rich-text editor", pattern: /ProseMirror|@tiptap/ },
  { name: "the admin", pattern: /uraia_admin_token/ },
];

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
};
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type RouteBudget = {
  id: string;
  path: string;
  jsBytes: number;
  /** of which React, React DOM and React Router */
  frameworkBytes: number;
  cssBytes: number;
  files: string[];
  forbidden: string[];
};

export function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function chain(manifest: Manifest, id: string): ManifestRoute[] {
  const route = manifest.routes[id];
  if (!route) return [];
  return [...(route.parentId ? chain(manifest, route.parentId) : []), route];
}

function fullPath(manifest: Manifest, id: string): string {
  const parts = chain(manifest, id)
    .map((r) => r.path ?? "")
    .filter(Boolean);
  return `/${parts.join("/")}`;
}

/** The public layout's route ids: English, and Kiswahili under /sw (app/routes.ts). */
const PUBLIC_LAYOUTS = new Set(["routes/public-layout", "sw-public-layout"]);

/** The gzipped first-load JS and CSS of every public page route (everything under the public layouts, in both languages). */
export function measureRoutes(clientDir: string): RouteBudget[] {
  const manifest = readManifest(clientDir);
  // The site's stylesheet is global (root links()), so every CSS file counts for every page.
  const globalCss = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((f) => f.endsWith(".css"))
    .map((f) => `/assets/${f}`);
  const publicRoutes = Object.values(manifest.routes).filter((r) => PUBLIC_LAYOUTS.has(r.parentId ?? ""));
  return publicRoutes.map((route) => {
    const routes = chain(manifest, route.id);
    const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>(globalCss);
    for (const r of routes) {
      js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    const local = (url: string) => path.join(clientDir, url);
    const forbidden = FORBIDDEN_IN_PUBLIC.filter(({ pattern }) =>
      [...js].some((url) => pattern.test(fs.readFileSync(local(url), "utf8"))),
    ).map((f) => f.name);
    return {
      id: route.id,
      path: fullPath(manifest, route.id),
      jsBytes: [...js].reduce((sum, url) => sum + gzipSize(local(url)), 0),
      frameworkBytes: [...js]
        .filter((url) => FRAMEWORK_CHUNK.test(url))
        .reduce((sum, url) => sum + gzipSize(local(url)), 0),
      cssBytes: [...css].reduce((sum, url) => sum + gzipSize(local(url)), 0),
      files: [...js, ...css],
      forbidden,
    };
  });
}

if (import.meta.main) {
  const clientDir = path.join(process.env.URAIA_BUILD_DIR ?? "build", "client");
  const rows = measureRoutes(clientDir).sort((a, b) => b.jsBytes - a.jsBytes);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    "route".padEnd(28),
    "first-load JS (gz)".padStart(20),
    "framework".padStart(11),
    "app".padStart(9),
    "CSS (gz)".padStart(10),
    " forbidden",
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(28),
      kb(r.jsBytes).padStart(20),
      kb(r.frameworkBytes).padStart(11),
      kb(r.jsBytes - r.frameworkBytes).padStart(9),
      kb(r.cssBytes).padStart(10),
      ` ${r.forbidden.join(", ") || "none"}`,
    );
  }
  console.log(
    `budgets: JS ≤ ${kb(JS_BUDGET_BYTES)} (framework ≤ ${kb(FRAMEWORK_BUDGET_BYTES)}, app ≤ ${kb(APP_JS_BUDGET_BYTES)}), CSS ≤ ${kb(CSS_BUDGET_BYTES)}`,
  );
  // The documents themselves: inline hydration data and the brotli size (decision 0093), from the built server.
  if (!buildIsCurrent()) console.log("\n(the build is older than the sources: the documents below are the built ones)");
  const server = await startServer({ LOG_LEVEL: "silent" });
  try {
    console.log("");
    printDocumentWeights(await measureDocuments(server.url, await budgetPages(server.url)));
  } finally {
    await server.stop();
  }
}
