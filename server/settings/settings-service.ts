import type { Kysely } from "kysely";
import type { SettingKey } from "../../shared/settings.ts";
import { settingSchemas } from "../../shared/settings-schema.ts";
import type { SiteSettings } from "../../shared/site-settings.ts";
import { isSiteSettingKey, SITE_SETTING_DEFAULTS } from "../../shared/site-settings.ts";
import type { Database } from "../db/schema.ts";
import { validate } from "../http/validate.ts";
import { readSiteSettings } from "./site-settings-rows.ts";

/** The site settings read inside another subject's transaction (a donation's receipt). */
export { readSiteSettings };

export interface SettingsService {
  /** The stored value; for a site setting never changed, its default. */
  get(key: SettingKey): Promise<string | null>;
  /** Checks and stores a value; null or blank puts a site setting's default back. Answers the value now in force. */
  set(key: SettingKey, value: unknown): Promise<string | null>;
  /** Every site setting's value in force, read in one query (the root loader passes it to every page). */
  site(): Promise<SiteSettings>;
}

/**
 * The known settings (shared/settings.ts): each a checked text value or null.
 * A site setting (shared/site-settings.ts) answers its default until staff store
 * another value; storing null or blank puts the default back.
 */
export function createSettingsService(db: Kysely<Database>, now: () => Date): SettingsService {
  return {
    async get(key) {
      const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      const stored = row?.value ?? null;
      return stored === null && isSiteSettingKey(key) ? SITE_SETTING_DEFAULTS[key] : stored;
    },
    /** `input` is the new value itself; it is checked against the key's rule. */
    async set(key, input) {
      const { value } = validate(settingSchemas[key], { value: input });
      const at = now();
      await db
        .insertInto("settings")
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
        .execute();
      return value === null && isSiteSettingKey(key) ? SITE_SETTING_DEFAULTS[key] : value;
    },
    site: () => readSiteSettings(db),
  };
}
