import { fillIn } from "../../shared/fill-in.ts";
import { languageSwitchHref } from "../../shared/language-choice.ts";
import { localeOfPath, localizedPath } from "../../shared/locales.ts";
import type { SavedItem } from "../../shared/offline/saved-items.ts";

const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const LIST = /(<ul\b[^>]*\bid="offline-saved-list"[^>]*>)(<\/ul>)/;
const TEMPLATE = /\bdata-saved-at="([^"]*)"/;
/** What cannot work without a network nor scripts (the footer's newsletter box), marked by the layout. */
const NEEDS_NETWORK = /<section\b[^>]*\bdata-needs-network\b[^>]*>[\s\S]*?<\/section>/gi;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The offline page (docs/product.md, "Reading offline") as the service worker
 * serves it for a page it has no copy of: the page's scripts are left out (the
 * page would otherwise start the app for an address it wasn't made for), and its
 * empty list of saved reading is filled with links to what is saved, each with
 * when it was saved ("Saved {date}", the page's own words, in its language).
 * Its links to the other language (the language switch) lead to the page the
 * visitor asked for, `requested` (path and query), not to the offline page; the
 * newsletter box, which could not be sent from here, is left out.
 */
export function offlineFallbackHtml(
  html: string,
  saved: readonly SavedItem[],
  intlTag: string,
  requested: string,
): string {
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
  const locale = localeOfPath(requested);
  const other = locale === "en" ? "sw" : "en";
  const offline = localizedPath("/offline", locale);
  const href = (to: typeof locale, path: string) =>
    `href="${escapeHtml(languageSwitchHref(to, localizedPath(path, to)))}"`;
  return html
    .replace(SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(NEEDS_NETWORK, "")
    .replaceAll(href(other, offline), href(other, requested))
    .replaceAll(href(locale, offline), href(locale, requested))
    .replace(LIST, (_whole, open: string, close: string) => `${open}${items}${close}`);
}
