import { describe, expect, it } from "vitest";
import {
  compactModuleCode,
  compactRouterContext,
  scriptsAfterFirstPaint,
  withShellWords,
} from "./scripts-after-paint.ts";

const doc = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/><link rel="modulepreload" href="/assets/framework-2.js" nonce="abc"/></head><body><main><img src="/hero.avif" fetchpriority="high"/></main><script nonce="abc">window.__ctx = {};</script><script nonce="abc" type="module" async="">import * as route0 from "/assets/root-3.js";
window.__m = {"x":"\\u003c/script>"};
import("/assets/entry.client-1.js");</script></body></html>`;

describe("scripts after the first paint", () => {
  it("leaves no module preload or module script in the document, only a starter with the nonce", () => {
    const out = scriptsAfterFirstPaint(doc, "abc");
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<script nonce="abc">window.__ctx = {};</script>');
    expect(out.match(/<\/script>/g)).toHaveLength(2);
  });

  it("starts the same module code and preloads after the load event and a frame, in the browser's order", async () => {
    const out = scriptsAfterFirstPaint(doc, "abc");
    const starter = /<script nonce="abc">(\(\(c,p\)=>[\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(starter).toBeTruthy();
    const added: Array<Record<string, string>> = [];
    const element = (tag: string) => ({ tag }) as Record<string, string>;
    const document = {
      currentScript: { nonce: "abc" },
      visibilityState: "visible",
      readyState: "interactive",
      createElement: element,
      head: { appendChild: (el: Record<string, string>) => added.push(el) },
      body: { appendChild: (el: Record<string, string>) => added.push(el) },
    };
    const frames: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const listeners: Array<[string, () => void]> = [];
    new Function("document", "requestAnimationFrame", "setTimeout", "addEventListener", starter!)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push([fn, ms]),
      (type: string, fn: () => void) => listeners.push([type, fn]),
    );
    // The first frame only arms the 2.5 s fallback; nothing is fetched yet.
    frames.shift()!();
    expect(timers.map(([, ms]) => ms)).toEqual([2500]);
    expect(added).toEqual([]);
    // The load event, then the next frame, then a task: the scripts start.
    expect(listeners.map(([type]) => type)).toEqual(["load"]);
    listeners[0]![1]();
    frames.shift()!();
    timers[1]![0]();
    // The preloads first, a few per task; the module script in a task of its own.
    expect(added.map((el) => el.href)).toEqual(["/assets/entry.client-1.js", "/assets/framework-2.js"]);
    expect(timers).toHaveLength(3);
    timers[2]![0]();
    expect(added.map((el) => el.href ?? el.type)).toEqual([
      "/assets/entry.client-1.js",
      "/assets/framework-2.js",
      "module",
    ]);
    expect(added.every((el) => el.nonce === "abc")).toBe(true);
    // The fallback firing later does not start them twice.
    timers[0]![0]();
    expect(added).toHaveLength(3);
    expect(added[2]!.textContent).toBe(
      'import * as route0 from "/assets/root-3.js";\nwindow.__m = {"x":"\\u003c/script>"};\nimport("/assets/entry.client-1.js");',
    );
  });

  it("adds many preloads a few per task, then the module script", () => {
    const many = doc.replace(
      '<link rel="modulepreload" href="/assets/framework-2.js" nonce="abc"/>',
      Array.from({ length: 8 }, (_, i) => `<link rel="modulepreload" href="/assets/m-${i}.js" nonce="abc"/>`).join(""),
    );
    const starter = /<script nonce="abc">(\(\(c,p\)=>[\s\S]*?)<\/script>/.exec(
      scriptsAfterFirstPaint(many, "abc"),
    )?.[1];
    const added: Array<Record<string, string>> = [];
    const timers: Array<() => void> = [];
    const document = {
      currentScript: { nonce: "abc" },
      visibilityState: "hidden",
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: { appendChild: (el: Record<string, string>) => added.push(el) },
      body: { appendChild: (el: Record<string, string>) => added.push(el) },
    };
    new Function("document", "setTimeout", "requestAnimationFrame", starter!)(
      document,
      (fn: () => void) => timers.push(fn),
      () => {},
    );
    const counts = [added.length];
    while (timers.length) {
      timers.shift()!();
      counts.push(added.length);
    }
    // Nine preloads: four, four and one, then the module script.
    expect(counts).toEqual([4, 8, 9, 10]);
    expect(added[9]!.type).toBe("module");
  });

  it("writes React Router's route manifest on one line, without indentation", () => {
    const code =
      'import * as route0 from "/assets/root-3.js";\n  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-1.js",\n    "imports": []\n  },\n  "version": "b7"\n};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
    expect(compactModuleCode(code)).toBe(
      'import * as route0 from "/assets/root-3.js";\nwindow.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js","imports":[]},"version":"b7"};\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");',
    );
    expect(compactModuleCode("window.__reactRouterManifest = {\n oops\n};")).toBe(
      "window.__reactRouterManifest = {\noops\n};",
    );
  });

  it("leaves out of each route what the browser does not read: false flags, no stylesheets, its imports", () => {
    const route = {
      id: "routes/about",
      parentId: "root",
      path: "about",
      hasAction: false,
      hasLoader: true,
      hasErrorBoundary: false,
      module: "/assets/about-1.js",
      imports: ["/assets/shared-2.js"],
      css: [],
    };
    const manifest = {
      entry: { module: "/assets/entry.client-1.js", imports: ["/assets/shared-2.js"] },
      routes: { "routes/about": route },
    };
    const code = `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`;
    expect(compactModuleCode(code)).toBe(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js","imports":["/assets/shared-2.js"]},"routes":{"routes/about":{"id":"routes/about","parentId":"root","path":"about","hasLoader":true,"module":"/assets/about-1.js"}}};',
    );
  });

  it("imports the shell's words module the document names first, and preloads it with the others", () => {
    const named = doc.replace("</head>", '<meta name="shell-words" content="/words/en.abcdefabcdef.js"/></head>');
    const out = scriptsAfterFirstPaint(named, "abc");
    const starter = /<script nonce="abc">(\(\(c,p\)=>[\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const [, code, preloads] = /^\(\(c,p\)=>[\s\S]*\}\)\(("(?:[^"\\]|\\.)*"),(\[[^\]]*\])/.exec(starter) ?? [];
    expect(JSON.parse(code ?? '""')).toMatch(
      /^import shellWords from "\/words\/en\.abcdefabcdef\.js";window\.shellWords=shellWords;\n/,
    );
    expect(JSON.parse(preloads ?? "[]")[0]).toBe("/words/en.abcdefabcdef.js");
    expect(withShellWords("import('/x.js');", undefined)).toBe("import('/x.js');");
  });

  it("leaves a document without the app's module script unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body>404</body></html>";
    expect(scriptsAfterFirstPaint(plain, "abc")).toBe(plain);
  });

  it("leaves the router context's future flags that are off out, and the rest of it as it was", () => {
    const context =
      '<script>window.__reactRouterContext = {"basename":"/","future":{"unstable_optimizeDeps":false,"v8_middleware":true},"ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream();</script>';
    expect(compactRouterContext(context)).toBe(
      '<script>window.__reactRouterContext = {"basename":"/","future":{"v8_middleware":true},"ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream();</script>',
    );
    const notJson =
      "<script>window.__reactRouterContext = {future: x};window.__reactRouterContext.stream = 1;</script>";
    expect(compactRouterContext(notJson)).toBe(notJson);
  });
});
