import { fillIn } from "../../shared/fill-in.ts";
import type { SavedItem } from "../../shared/offline/saved-items.ts";

const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const LIST = /(<ul\b[^>]*\bid="offline-saved-list"[^>]*>)(<\/ul>)/;
const TEMPLATE = /\bdata-saved-at="([^"]*)"/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The offline page (docs/product.md, "Reading offline") as the service worker
 * serves it for a page it has no copy of: the page's scripts are left out (the
 * page would otherwise start the app for an address it wasn't made for), and its
 * empty list of saved reading is filled with links to what is saved, each with
 * when it was saved ("Saved {date}", the page's own words, in its language).
 */
export function offlineFallbackHtml(html: string, saved: readonly SavedItem[], intlTag: string): string {
  const list = LIST.exec(html);
  const template = (list && TEMPLATE.exec(list[1] ?? "")?.[1]) || "{date}";
  const when = new Intl.DateTimeFormat(intlTag, { dateStyle: "medium", timeStyle: "short" });
  const items = saved
    .map(
      (item) =>
        `<li class="flex flex-col"><a class="font-semibold text-brand-700 underline" href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>` +
        `<span class="text-sm text-muted">${escapeHtml(fillIn(template.replace(/&amp;/g, "&"), { date: when.format(new Date(item.savedAt)) }))}</span></li>`,
    )
    .join("");
  return html
    .replace(SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(LIST, (_whole, open: string, close: string) => `${open}${items}${close}`);
}
