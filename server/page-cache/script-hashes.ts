import { createHash } from "node:crypto";
import { STARTER_START } from "../../shared/first-paint-starter.ts";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\bsrc\s*=/i;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** The module code the first-paint starter adds as a script of its own (app/lib/scripts-after-paint.ts). */
const STARTER_CODE = new RegExp(
  `^${STARTER_START.replace(/[()[\]{}.*+?^$|\\]/g, "\\$&")}[\\s\\S]*?\\}\\)\\(("(?:[^"\\\\]|\\\\.)*")`,
);

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Whether a script element's type makes it run (no type, a JavaScript type or a module). */
function runs(attributes: string): boolean {
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === "module" || /^(text|application)\/(java|ecma)script$/.test(type);
}

/**
 * The CSP hash sources of every inline script a cached page runs: each inline
 * script in the document, and the module script its first-paint starter adds.
 * A cached page is served with these instead of the nonce it was rendered with,
 * so no nonce is ever handed to more than one visitor (docs/decisions/0055).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes) || !runs(attributes)) continue;
    hashes.add(hash(body));
    const starter = STARTER_CODE.exec(body);
    if (starter?.[1]) hashes.add(hash(JSON.parse(starter[1]) as string));
  }
  return [...hashes];
}

/**
 * The document without the nonce it was rendered with, on every element that carried it. A cached
 * page is answered with the hashes of its scripts, never with that nonce, so the attributes would
 * only be bytes of every answer (and a nonce that many visitors have seen is no secret).
 */
export function withoutNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}
