/** The default shown for a missing size, read time or page count. */
export const EM_DASH = "—";

/** A byte count as the publications list shows sizes: '850KB', '2.1MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return EM_DASH;
  if (bytes < 1024) return `${Math.round(bytes)}B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)}KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, "") : Math.round(mb)}MB`;
}

/** A text field shown as is, or the em dash when empty. */
export function orDash(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : EM_DASH;
}

/** '24 pages', '1 page', or the em dash. */
export function formatPages(pages: number | null | undefined): string {
  if (pages === null || pages === undefined || !Number.isFinite(pages) || pages <= 0) return EM_DASH;
  return `${pages} ${pages === 1 ? "page" : "pages"}`;
}
