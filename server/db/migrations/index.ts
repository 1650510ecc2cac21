import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Dialect } from "../connection.ts";
import * as m0001 from "./0001-initial.ts";
import * as m0002 from "./0002-staff-roles.ts";
import * as m0003 from "./0003-jobs.ts";
import * as m0004 from "./0004-messages-and-newsletter.ts";
import * as m0005 from "./0005-collections.ts";
import * as m0006 from "./0006-staff-accounts.ts";
import * as m0008 from "./0008-list-indexes.ts";
import * as m0009 from "./0009-collection-categories.ts";
import * as m0010 from "./0010-carry-over-media-and-products.ts";
import * as m0011 from "./0011-donations.ts";
import * as m0012 from "./0012-publication-pages.ts";
import * as m0013 from "./0013-search-documents.ts";
import * as m0014 from "./0014-inbox-replies-notes-places.ts";
import * as m0015 from "./0015-readable-audit-log.ts";
import * as m0016 from "./0016-choices.ts";
import * as m0017 from "./0017-album-zips.ts";
import * as m0018 from "./0018-visitor-languages.ts";
import * as m0019 from "./0019-translations.ts";
import * as m0020 from "./0020-staff-language.ts";
import * as m0021 from "./0021-search-filter-index.ts";
import * as m0023 from "./0023-newsletter-sending.ts";
import * as m0025 from "./0025-open-books.ts";
import * as m0026 from "./0026-sms.ts";
import * as m0027 from "./0027-idempotency-keys.ts";
import * as m0029 from "./0029-setting-words-sw.ts";
import * as m0030 from "./0030-page-copy.ts";
import * as m0031 from "./0031-revisions.ts";
import * as m0033 from "./0033-search-type-publications.ts";
import { type ColumnTypes, columnTypes } from "./column-types.ts";

type MigrationModule = { up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> };

/**
 * Every migration, in order: one file each, named `NNNN-what-it-adds.ts`, run on
 * both databases (column types differ only through `column-types.ts`).
 * Applied migrations are never edited; a change is a new file.
 */
const MIGRATIONS: Array<[name: string, module: MigrationModule]> = [
  ["0001_initial", m0001],
  ["0002_staff_roles", m0002],
  ["0003_jobs", m0003],
  ["0004_messages_and_newsletter", m0004],
  ["0005_collections", m0005],
  ["0006_staff_accounts", m0006],
  ["0008_list_indexes", m0008],
  ["0009_collection_categories", m0009],
  ["0010_carry_over_media_and_products", m0010],
  ["0011_donations", m0011],
  ["0012_publication_pages", m0012],
  ["0013_search_documents", m0013],
  ["0014_inbox_replies_notes_places", m0014],
  ["0015_readable_audit_log", m0015],
  ["0016_choices", m0016],
  ["0017_album_zips", m0017],
  ["0018_visitor_languages", m0018],
  ["0020_staff_language", m0020],
  ["0019_translations", m0019],
  ["0021_search_filter_index", m0021],
  ["0025_open_books", m0025],
  ["0026_sms", m0026],
  ["0027_idempotency_keys", m0027],
  ["0023_newsletter_sending", m0023],
  ["0029_setting_words_sw", m0029],
  ["0030_page_copy", m0030],
  ["0031_revisions", m0031],
  ["0033_search_type_publications", m0033],
];

function provider(dialect: Dialect): MigrationProvider {
  const t = columnTypes(dialect);
  const entries = MIGRATIONS.map(([name, module]): [string, Migration] => [name, { up: (db) => module.up(db, t) }]);
  return { getMigrations: async () => Object.fromEntries(entries) };
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: provider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Every migration this version knows, oldest first. */
export const MIGRATION_NAMES: readonly string[] = MIGRATIONS.map(([name]) => name);

/** Applies migrations up to and including `name` (a restore rebuilds a backup's exact schema first). */
export async function migrateTo(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
