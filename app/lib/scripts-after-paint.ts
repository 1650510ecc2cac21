/**
 * Moves the app's JavaScript behind the first paint (see
 * docs/decisions/0035-first-paint-before-scripts.md). React Router writes
 * `<link rel="modulepreload">` tags (which React hoists into <head>, at high
 * priority, ahead of the page's images) and one inline module script that
 * imports the entry and route modules. This rewrites the finished document:
 * the preload tags go, and the module script becomes a small classic script
 * that, once the browser has painted, adds those preloads and the module
 * script, once the page's eager images (the hero, the largest paint) have
 * loaded too, or at the latest 2.5 s after the first paint. Until then the
 * network belongs to the HTML, the CSS and the visible images. A document
 * without the module script is left as it is.
 */
import { STARTER_START } from "../../shared/first-paint-starter.ts";
import { SHELL_WORDS_META } from "./shell-words.ts";

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/** A value as a JavaScript literal that is safe inside an HTML <script> element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** React Router writes the route manifest indented; without the indentation a page's inline scripts are 1.5–2 KB lighter (decision 0093). */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\s*\});/;

type ManifestRoute = Record<string, unknown>;

/**
 * A route of the manifest without what the browser does not read from it
 * (decision 0095): its flags that are false (React Router tests each for truth),
 * no stylesheets, and the modules it imports (read only to write preload tags
 * for the server's document, and before a prefetch, which then fetches the
 * route's module alone and its imports as it runs).
 */
function browserRoute(route: ManifestRoute): ManifestRoute {
  return Object.fromEntries(
    Object.entries(route).filter(
      ([key, value]) =>
        value !== false && key !== "imports" && !(key === "css" && Array.isArray(value) && !value.length),
    ),
  );
}

/** The module code with its manifest on one line and no indentation; as it was if the manifest is not JSON. */
export function compactModuleCode(code: string): string {
  return code
    .replace(MANIFEST, (whole, start: string, json: string) => {
      try {
        const manifest = JSON.parse(json) as { routes?: Record<string, ManifestRoute> };
        if (manifest.routes) {
          manifest.routes = Object.fromEntries(
            Object.entries(manifest.routes).map(([id, route]) => [id, browserRoute(route)]),
          );
        }
        return `${start}${JSON.stringify(manifest)};`;
      } catch {
        return whole;
      }
    })
    .replace(/\n[ \t]+/g, "\n");
}

/** React Router's context script: its JSON before the stream it sets up. */
const ROUTER_CONTEXT = /(window\.__reactRouterContext = )(\{.*?\});(?=window\.__reactRouterContext\.stream)/;

/**
 * The router's context without its future flags that are off: the browser's router reads each one
 * for truth, merged over its own defaults, as it reads the manifest's route flags (decision 0095).
 * As it was if the context is not JSON.
 */
export function compactRouterContext(html: string): string {
  return html.replace(ROUTER_CONTEXT, (whole, start: string, json: string) => {
    try {
      const context = JSON.parse(json) as { future?: Record<string, unknown> };
      if (context.future) {
        context.future = Object.fromEntries(Object.entries(context.future).filter(([, on]) => on !== false));
      }
      return `${start}${JSON.stringify(context)};`;
    } catch {
      return whole;
    }
  });
}

/** The head's meta element naming the shell's words module (app/lib/shell-words.ts). */
const SHELL_WORDS = new RegExp(`<meta name="${SHELL_WORDS_META}" content="(/words/[^"]+)"`);

/**
 * The module code importing the shell's words module first, if the document
 * names one: the words load with the other modules and are in place before the
 * entry hydrates (docs/decisions/0095-shell-words-file.md).
 */
export function withShellWords(code: string, wordsHref: string | undefined): string {
  if (!wordsHref) return code;
  return `import shellWords from ${JSON.stringify(wordsHref)};window.shellWords=shellWords;\n${code}`;
}

/** How many module preloads the starter adds in one task. */
const PRELOADS_PER_TASK = 4;

export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const wordsHref = SHELL_WORDS.exec(html)?.[1];
  const preloads: string[] = wordsHref ? [wordsHref] : [];
  for (const tag of html.match(MODULE_PRELOAD) ?? []) {
    const href = HREF.exec(tag)?.[1];
    if (href) preloads.push(href.replace(/&amp;/g, "&"));
  }
  // After the load event and the next painted frame, or 2.5 s after the first frame, whichever
  // comes first (a hidden tab, which paints nothing, starts at once). The preloads go a few per
  // task and the module script in a task of its own: each preload starts a request, which cost a
  // traced phone 2 ms each, 26–30 ms in one task for fifteen (decision 0096).
  const starter =
    // The nonce is read off the starter's own element: a cached page is answered without it (its
    // scripts trusted by hash), and no rendering's nonce is left in the text a hash covers.
    `${STARTER_START}let s=0,d=document,n=d.currentScript.nonce,r=requestAnimationFrame,t=setTimeout,` +
    `e=(k,a)=>{let x=d.createElement(k);x.nonce=n;for(let y in a)x[y]=a[y];return x},` +
    `g=()=>{if(s)return;s=1;let i=0,m=()=>{p.slice(i,i+=${PRELOADS_PER_TASK}).forEach(h=>d.head.appendChild(e("link",{rel:"modulepreload",href:h})));` +
    `i<p.length?t(m,0):t(()=>d.body.appendChild(e("script",{type:"module",textContent:c})),0)};m()},` +
    `f=()=>r(()=>t(g,0));if(d.visibilityState=="hidden")return g();r(()=>t(g,2500));` +
    `d.readyState=="complete"?f():addEventListener("load",f)})` +
    `(${scriptLiteral(withShellWords(compactModuleCode(module[1] ?? ""), wordsHref))},${scriptLiteral(preloads)})`;
  return compactRouterContext(html)
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script nonce="${nonce}">${starter}</script>`);
}
