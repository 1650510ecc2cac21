import type { RenderPage } from "../page-cache/render-page.ts";

/** `/uploads/<name>` where a page links to an upload: in attributes, srcset lists, CSS url() and page data. */
const UPLOAD_LINK = /(?<=["'\s,(])\/uploads\/(?=[a-f0-9]{32}[-.])/g;
const REWRITTEN = /^(text\/|application\/json)/;

/** Points every upload link in a rendered page (or its data) at `base` (UPLOADS_PUBLIC_URL). */
export function rewriteUploadLinks(text: string, base: string): string {
  return text.replace(UPLOAD_LINK, `${base}/`);
}

/**
 * Serves uploads from a CDN: pages (and the data client-side navigation loads)
 * link to `base/<name>` instead of `/uploads/<name>`. Stored content keeps the
 * site-relative form, so the CDN can change without touching the database.
 */
export function withUploadLinks(render: RenderPage, base: string | undefined): RenderPage {
  if (!base) return render;
  return async (request, nonce) => {
    const response = await render(request, nonce);
    const type = response.headers.get("content-type") ?? "";
    if (!REWRITTEN.test(type) || !response.body) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(rewriteUploadLinks(await response.text(), base), { status: response.status, headers });
  };
}

/** Adds the CDN's origin to the sources a page may load images, media, frames and data from. */
export function allowUploadsOrigin(csp: string, base: string | undefined): string {
  if (!base) return csp;
  const origin = new URL(base).origin;
  return csp.replace(/(^|; )(img-src|media-src|frame-src|connect-src)( [^;]*)/g, `$1$2$3 ${origin}`);
}
