import type { Kysely } from "kysely";
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
