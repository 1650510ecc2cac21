import type { Locale } from "../../shared/locales.ts";
import { applyStored, type CopyCheck } from "../../shared/pages/copy-rules.ts";
import type { CopyTree } from "../../shared/pages/copy-tree.ts";
import type { PageDefinition } from "../../shared/pages/define-page.ts";
import { kiswahiliStatus } from "../../shared/pages/kiswahili-status.ts";
import type { PageCopyAnswer } from "../../shared/pages/page-contract.ts";
import { sanitizeNewsHtml } from "../content/html-sanitizer.ts";
import { type Stored, versionOf } from "./page-row.ts";

/** How stored page copy is checked as it is read and written: rich text through the news sanitizer. */
export const COPY_CHECK: CopyCheck = { sanitizeHtml: sanitizeNewsHtml };

/** The shipped copy of a page in a language (app/content/pages). */
const shipped = (page: PageDefinition<object>, locale: Locale) => (locale === "en" ? page.en : page.sw) as CopyTree;

/** A page's copy in force in a language: the staff's saved changes over the shipped copy, with warnings for what no longer fits. */
export const copyInForce = (page: PageDefinition<object>, locale: Locale, row: Stored | undefined) =>
  applyStored(page.fields, shipped(page, locale), row?.copy, COPY_CHECK);

/**
 * A page in a language as the API answers it (docs/product.md, "Page copy"):
 * the copy in force, its version and last change, the Kiswahili badge's
 * missing and outdated fields, and the draft waiting to be published. `all`:
 * the stored rows by `<page key>:<locale>`.
 */
export function pageAnswer(page: PageDefinition<object>, locale: Locale, all: Map<string, Stored>): PageCopyAnswer {
  const row = all.get(`${page.key}:${locale}`);
  const { copy, warnings } = copyInForce(page, locale, row);
  const status =
    locale === "sw"
      ? kiswahiliStatus(page.fields, copy, page.swShipped, all.get(`${page.key}:en`)?.times ?? {}, row?.times ?? {})
      : { sw_missing: [], sw_outdated: [] };
  const draft =
    row?.draft && row.draft_updated_at
      ? {
          copy: applyStored(page.fields, copy, row.draft, COPY_CHECK).copy,
          updated_at: row.draft_updated_at,
          updated_by: row.draft_updated_by,
        }
      : null;
  return {
    key: page.key,
    locale,
    path: page.path,
    title: page.title(copy),
    copy,
    version: versionOf(row),
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
    fields: page.fields,
    ...status,
    warnings,
    draft,
  };
}
