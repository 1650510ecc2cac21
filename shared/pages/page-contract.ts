/**
 * The contract of page copy as content (docs/product.md, "Page copy"): what the
 * API answers and the admin's Pages screen reads. The server (server/pages/) and
 * the admin (app/components/admin/pages/) both follow these types.
 *
 * A page's copy is a tree: groups (objects), lists (arrays) and leaves (texts,
 * links, images, icon picks, numbers). Its description, `PageField`, is built
 * once per page from the page's definition (the shipped English and Kiswahili
 * copy and the rules on top of it) and travels with the copy, so the editor
 * needs nothing else to draw the form.
 */
import type { Locale } from "../locales.ts";

/**
 * `keep` (texts): placeholders such as `{title}` the page fills in, which an edit
 * must keep (added by the server's helper, optional).
 */
export type PageLeaf =
  /** a one-line or multi-line text; `max` characters */
  | { type: "text"; label: string; max: number; multiline?: boolean; required?: boolean; keep?: string[] }
  /** HTML through the news sanitiser */
  | { type: "rich-text"; label: string; max: number; required?: boolean; keep?: string[] }
  /** an https:// address or a path on this site */
  | { type: "link"; label: string; required?: boolean }
  /** an image: an upload's address (/uploads/…) or the name of a shipped illustration; its alt text is a sibling text field, required */
  | { type: "image"; label: string; required?: boolean }
  /** one of a fixed set (an icon's name, a button's style) */
  | { type: "choice"; label: string; options: readonly string[]; required?: boolean }
  | { type: "number"; label: string; min?: number; max?: number; required?: boolean };

export type PageField =
  | PageLeaf
  | { type: "group"; label: string; fields: Record<string, PageField> }
  /** a list staff may add to, remove from and reorder; `item` describes each entry */
  | { type: "list"; label: string; item: PageField; min: number; max: number };

/** One entry of `GET /api/pages`. */
export type PageSummary = {
  key: string;
  path: string;
  title: string;
  /** the last saved change in either language, or null while the page shows its shipped copy */
  updated_at: string | null;
  /** who made that change (the account's name), or null */
  updated_by: string | null;
  /** every Kiswahili field present and not older than its English */
  sw_complete: boolean;
};

/** `GET /api/pages/<key>?locale=en|sw` (and the answer of a PATCH). */
export type PageCopyAnswer = {
  key: string;
  locale: Locale;
  path: string;
  title: string;
  /** the whole copy: stored values over the shipped defaults */
  copy: Record<string, unknown>;
  /** every save of this page in this language adds one (edit conflicts: a PATCH may send it) */
  version: number;
  updated_at: string | null;
  updated_by: string | null;
  /** how the form is drawn */
  fields: Record<string, PageField>;
  /**
   * Fields (by path such as `hero.title`, `values.2.description`) whose Kiswahili is missing or older
   * than its English: on a `sw` answer, the fields to badge; on an `en` answer, empty.
   */
  sw_missing: string[];
  sw_outdated: string[];
  /** stored values that no longer fit the definition (after a release): their default is shown instead */
  warnings: Array<{ path: string; message: string }>;
  /** a saved draft not yet published (PATCH with `draft: true`), or null */
  draft: { copy: Record<string, unknown>; updated_at: string; updated_by: string | null } | null;
};
