import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { allowUploadsOrigin } from "../uploads/public-links.ts";

export type NonceEnv = { Variables: { nonce: string; requestId: string } };

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The page's CSP. Fonts and the web app manifest fall back to `default-src 'self'`, so they have
 * no directive of their own (every answer's headers are bytes of a page's first round trip).
 * The other fetch directives are written out: the uploads origin is added to each
 * (../uploads/public-links.ts). Its inline scripts are trusted by the fresh nonce of the
 * request (`{ nonce }`), or, for a page answered from the render cache, by
 * their hashes (`{ hashes }`), so that no nonce is ever shared by two answers.
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: readonly string[] },
  https: boolean,
  extraConnectSrc: readonly string[] = [],
): string {
  const trusted = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${trusted} 'strict-dynamic'`.replace(/ {2,}/g, " "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ["connect-src 'self'", ...extraConnectSrc].join(" "),
    "media-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The security headers every answer carries besides its CSP (also written by the page cache's fast path). */
export function fixedSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-site",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}

const RASTER_IMAGE = /^image\/(avif|webp|jpeg|png|gif)\b/;
const DOCUMENT_ONLY = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];

/** Security headers on every response (the document-only ones not on raster images); a fresh CSP nonce per request for inline scripts. */
export function securityHeaders(options: {
  https: boolean;
  extraConnectSrc?: readonly string[];
  /** UPLOADS_PUBLIC_URL: pages may load uploads from that origin */
  uploadsPublicUrl?: string | undefined;
}) {
  const fixed = Object.entries(fixedSecurityHeaders(options.https));
  return createMiddleware<NonceEnv>(async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    // A cached page brings the CSP of the nonce it was rendered with (the uploads origin included).
    if (!h.has("Content-Security-Policy")) {
      const csp = contentSecurityPolicy({ nonce }, options.https, options.extraConnectSrc);
      h.set("Content-Security-Policy", allowUploadsOrigin(csp, options.uploadsPublicUrl));
    }
    for (const [name, value] of fixed) h.set(name, value);
    // A raster image is never a document: the headers that only govern documents (CSP, framing,
    // opener, permissions) would only add bytes to each of a page's many images.
    if (RASTER_IMAGE.test(h.get("Content-Type") ?? "")) {
      for (const name of DOCUMENT_ONLY) h.delete(name);
    }
  });
}
