import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import { copyStrings } from "../../shared/pages/copy-strings.ts";
import type { PageDefinition } from "../../shared/pages/define-page.ts";
import type { Database } from "../db/schema.ts";
import { PAGE_COPY } from "../search/page-copy.ts";
import { insertDocs, type PageCopy, staticPageDoc } from "../search/search-documents.ts";

/**
 * An edited page in the site search (docs/decisions/0088): the page's search
 * text as `npm run search:pages` gathered it (server/search/page-copy.ts), with
 * the shipped copy's sentences swapped for the copy now in force, and its title
 * and description read from that copy.
 */
export function editedPageCopy(
  page: PageDefinition<object>,
  locale: Locale,
  copy: object,
  base: PageCopy | undefined = shippedPageCopy(page.path, locale),
): PageCopy | null {
  if (!page.indexed || !base) return null;
  const shipped = copyStrings(locale === "en" ? page.en : page.sw);
  const title = page.title(copy);
  const description = page.description(copy) || base.description;
  const lines = new Set(base.text.split("\n").filter((line) => !shipped.has(line)));
  for (const line of copyStrings(copy)) lines.add(line);
  lines.delete(title);
  lines.delete(description);
  return { ...base, title, description, text: [...lines].join("\n") };
}

const shippedPageCopy = (path: string, locale: Locale) =>
  PAGE_COPY.find((entry) => entry.path === path && (entry.locale ?? "en") === locale);

/** Replaces the page's search document in `locale` (keeping its id, shared with its other language). */
export async function reindexPage(db: Kysely<Database>, entry: PageCopy) {
  const locale = entry.locale ?? "en";
  const found = await db
    .selectFrom("search_documents")
    .select("ref_id")
    .where("type", "=", "page")
    .where("url", "=", entry.path)
    .executeTakeFirst();
  if (!found) return;
  await db
    .deleteFrom("search_documents")
    .where("type", "=", "page")
    .where("url", "=", entry.path)
    .where("locale", "=", locale)
    .execute();
  await insertDocs(db, [staticPageDoc(entry, Number(found.ref_id) - 1)]);
}
