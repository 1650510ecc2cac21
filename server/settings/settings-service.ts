import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import { isSettingWordKey, kiswahiliValue } from "../../shared/setting-words.ts";
import type { SettingKey } from "../../shared/settings.ts";
import { settingSchemas } from "../../shared/settings-schema.ts";
import type { SiteSettings } from "../../shared/site-settings.ts";
import { isSiteSettingKey, SITE_SETTING_DEFAULTS } from "../../shared/site-settings.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { readSiteSettings, readSiteSettingsIn } from "./site-settings-rows.ts";

/** The site settings read inside another subject's transaction (a donation's receipt, a newsletter's mail). */
export { readSiteSettings, readSiteSettingsIn };

export interface SettingsService {
  /** The stored value; for a site setting never changed, its default; in Kiswahili for a word setting (shared/setting-words.ts). */
  get(key: SettingKey, locale?: Locale): Promise<string | null>;
  /**
   * Checks and stores a value; null or blank puts a site setting's default back
   * (in Kiswahili: falls back again). Answers the value now in force.
   */
  set(key: SettingKey, value: unknown, locale?: Locale): Promise<string | null>;
  /** Every site setting's value in force in `locale`, read in one query (the root loader passes it to every page). */
  site(locale?: Locale): Promise<SiteSettings>;
}

/** Only a setting that is words has a Kiswahili text; asking another for one is a 400. */
function wordKey(key: SettingKey) {
  if (isSettingWordKey(key)) return key;
  const message = `The setting "${key}" reads the same in every language: it has no Kiswahili value (leave out ?locale=sw)`;
  throw badRequest(message, { locale: message });
}

/**
 * The known settings (shared/settings.ts): each a checked text value or null.
 * A site setting (shared/site-settings.ts) answers its default until staff store
 * another value; storing null or blank puts the default back. A word setting
 * keeps its Kiswahili text in `value_sw` (migration 0029).
 */
export function createSettingsService(db: Kysely<Database>, now: () => Date): SettingsService {
  const row = (key: SettingKey) =>
    db.selectFrom("settings").select(["value", "value_sw"]).where("key", "=", key).executeTakeFirst();
  const english = (key: SettingKey, stored: string | null) =>
    stored === null && isSiteSettingKey(key) ? SITE_SETTING_DEFAULTS[key] : stored;
  return {
    async get(key, locale = "en") {
      const found = await row(key);
      const value = english(key, found?.value ?? null);
      if (locale === "en") return value;
      return kiswahiliValue(wordKey(key), value, found?.value_sw ?? null);
    },
    /** `input` is the new value itself; it is checked against the key's rule. */
    async set(key, input, locale = "en") {
      const { value } = validate(settingSchemas[key], { value: input });
      const at = now();
      if (locale === "sw") {
        const word = wordKey(key);
        await db
          .insertInto("settings")
          .values({ key, value: null, value_sw: value, updated_at: at })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value_sw: value, updated_at: at }))
          .execute();
        const found = await row(key);
        return kiswahiliValue(word, english(key, found?.value ?? null), value);
      }
      await db
        .insertInto("settings")
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
        .execute();
      return english(key, value);
    },
    site: (locale = "en") => readSiteSettingsIn(db, locale),
  };
}
