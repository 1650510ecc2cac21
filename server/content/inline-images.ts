import type { Kysely } from "kysely";
import { escapeHtml } from "../../shared/content-render.ts";
import { resizableUpload, VARIANT_WIDTHS, variantName, variantSrcSet } from "../../shared/upload-variants.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import { sanitizeNewsHtml } from "./html-sanitizer.ts";

/**
 * Images inserted into an article's text (docs/product.md, "Images in the text").
 * Works on sanitised HTML only: sanitize-html writes every attribute double-quoted
 * with `"` escaped, so a tag's attributes read back exactly.
 */
const IMG = /<img\b([^>]*?)\s*\/?>/gi;
const ATTR = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/gi;

/** How wide an image in the text shows: the article column is at most 768 px. */
export const INLINE_IMAGE_SIZES = "(min-width: 768px) 768px, 100vw";

type Attrs = Record<string, string>;

function readAttrs(text: string): Attrs {
  const attrs: Attrs = {};
  for (const [, name, value] of text.matchAll(ATTR)) attrs[name!.toLowerCase()] = value ?? "";
  return attrs;
}

const decodeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function writeAttrs(attrs: Attrs): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
}

/** Marked decorative in the editor: `role="presentation"` with empty alt text. */
export const isDecorative = (attrs: Attrs) => attrs.role === "presentation";

export const MISSING_ALT = (names: string[]) =>
  `Describe every image in the text: add alt text, or mark the image as decorative. Missing for: ${names.join(", ")}`;

/** The images (by file name) with neither alt text nor the decorative mark. */
export function imagesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  for (const [, text] of html.matchAll(IMG)) {
    const attrs = readAttrs(text ?? "");
    if (isDecorative(attrs) || decodeAttr(attrs.alt ?? "").trim() !== "") continue;
    const src = decodeAttr(attrs.src ?? "");
    missing.push(src.slice(src.lastIndexOf("/") + 1) || "an image without an address");
  }
  return missing;
}

/**
 * An article's text as it is stored: sanitised, every image described (or marked
 * decorative; else 400 naming the images), and each uploaded image given its
 * width and height from the upload, so the page reserves its space.
 */
export async function prepareArticleHtml(db: Kysely<Database>, content: string): Promise<string> {
  const html = sanitizeNewsHtml(content);
  const missing = imagesWithoutAlt(html);
  if (missing.length > 0) throw badRequest(MISSING_ALT(missing), { content: MISSING_ALT(missing) });
  const srcs = [...html.matchAll(IMG)]
    .map(([, text]) => decodeAttr(readAttrs(text ?? "").src ?? ""))
    .filter((src) => src.startsWith("/uploads/"));
  if (srcs.length === 0) return html;
  const rows = await db
    .selectFrom("uploads")
    .select(["url", "width", "height"])
    .where("url", "in", [...new Set(srcs)])
    .execute();
  const sizes = new Map(rows.map((row) => [row.url, row]));
  return html.replace(IMG, (tag, text: string) => {
    const attrs = readAttrs(text);
    const size = sizes.get(decodeAttr(attrs.src ?? ""));
    if (!size?.width || !size.height) return tag;
    return `<img${writeAttrs({ ...attrs, width: String(size.width), height: String(size.height) })} />`;
  });
}

/**
 * The text's images as pages show them: an uploaded image as a <picture> of its
 * responsive variants (AVIF, WebP, JPEG; `srcset`/`sizes`), like a cover; every
 * image lazy. Images of older articles (any address, no size) still show as they were.
 */
export function responsiveInlineImages(html: string): string {
  return html.replace(IMG, (_tag, text: string) => {
    const attrs: Attrs = { ...readAttrs(text), loading: "lazy", decoding: "async" };
    const upload = resizableUpload(decodeAttr(attrs.src ?? ""));
    if (!upload) return `<img${writeAttrs(attrs)} />`;
    const sizes = INLINE_IMAGE_SIZES;
    const source = (format: "avif" | "webp") =>
      `<source type="image/${format}" srcset="${escapeHtml(variantSrcSet(upload, format))}" sizes="${sizes}" />`;
    const img = {
      ...attrs,
      src: escapeHtml(`${upload.base}${variantName(upload.id, VARIANT_WIDTHS[1], "jpg")}`),
      srcset: escapeHtml(variantSrcSet(upload, "jpg")),
      sizes,
    };
    return `<picture>${source("avif")}${source("webp")}<img${writeAttrs(img)} /></picture>`;
  });
}
