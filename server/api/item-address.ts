import type { Context } from "hono";
import type { Locale } from "../../shared/locales.ts";
import { idParam } from "./params.ts";

/**
 * How the history and preview-link routes find the item they serve: news,
 * publications and the collections by `/:id`; a page's copy by `/:key` and
 * `?locale=` (its stored row in that language). One set of routes serves both.
 */
export type ItemAddress = {
  /** the path segment naming the item, such as ":id" */
  param: string;
  /** the item's id; undefined while it has no stored row (a page never saved in that language) */
  id: (c: Context) => Promise<number | undefined>;
  /** the 404 message when `id` finds none */
  missing: string;
  /** the language a new preview link opens in (its address gains /sw for Kiswahili) */
  locale?: (c: Context) => Locale;
  /** what the audit log calls the item after a restore, when the answer names it */
  label?: (item: unknown) => string | undefined;
};

/** An item of a kind addressed by its id. */
export const byId = (itemNotFound: string): ItemAddress => ({
  param: ":id",
  id: async (c) => idParam(c, itemNotFound),
  missing: itemNotFound,
});
