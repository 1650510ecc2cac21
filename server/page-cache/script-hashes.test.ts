import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STARTER_START } from "../../shared/first-paint-starter.ts";
import { inlineScriptHashes, withoutNonce } from "./script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script that runs, and the module code a first-paint starter adds", () => {
    const code = 'import * as m from "/assets/entry.js";\nm.go("<x>")';
    const starter = `${STARTER_START}let s=1})(${JSON.stringify(code).replace(/</g, "\\u003c")},["/a.js"],"n")`;
    const html = [
      `<script nonce="n">window.__ctx = {};</script>`,
      `<script type="module" nonce="n">import "/x.js";</script>`,
      `<script nonce="n">${starter}</script>`,
      `<script type="application/ld+json">{"@type":"NewsArticle"}</script>`,
      `<script src="/assets/a.js" nonce="n"></script>`,
    ].join("");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha("window.__ctx = {};"), sha('import "/x.js";'), sha(starter), sha(code)].sort(),
    );
  });
});

describe("withoutNonce", () => {
  it("drops the rendering's nonce attribute from every element and leaves the scripts' text as it was", () => {
    const starter = `${STARTER_START}let s=1,n=document.currentScript.nonce})("import '/e.js'",[])`;
    const html = `<link nonce="abc+/=" rel="stylesheet" href="/a.css"/><script nonce="abc+/=">${starter}</script><script nonce="other">x()</script>`;
    const out = withoutNonce(html, "abc+/=");
    expect(out).toBe(
      `<link rel="stylesheet" href="/a.css"/><script>${starter}</script><script nonce="other">x()</script>`,
    );
    expect(inlineScriptHashes(out)).toEqual(inlineScriptHashes(html));
  });
});
