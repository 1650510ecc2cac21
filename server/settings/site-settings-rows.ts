import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import { SETTING_WORD_KEYS, type SettingWordKey, settingsInLanguage } from "../../shared/setting-words.ts";
import { resolveSiteSettings, SITE_SETTING_KEYS, type SiteSettings } from "../../shared/site-settings.ts";
import type { Database } from "../db/schema.ts";

/** Every site setting in force: the stored overrides laid over the defaults, in one query. */
export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", [...SITE_SETTING_KEYS])
    .execute();
  return resolveSiteSettings(rows);
}

/** Every site setting in force in `locale`: in Kiswahili, the word settings' Kiswahili (falling back to English). */
export async function readSiteSettingsIn(db: Kysely<Database>, locale: Locale): Promise<SiteSettings> {
  if (locale === "en") return readSiteSettings(db);
  const [settings, words] = await Promise.all([readSiteSettings(db), readSwWords(db)]);
  return settingsInLanguage(settings, words, locale);
}

/** The Kiswahili texts staff stored for the settings that are words (migration 0029). */
export async function readSwWords(db: Kysely<Database>): Promise<Partial<Record<SettingWordKey, string | null>>> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value_sw"])
    .where("key", "in", [...SETTING_WORD_KEYS])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value_sw]));
}
