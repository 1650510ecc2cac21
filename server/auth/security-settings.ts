import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Site-wide account rules set by Administrators, kept in the settings table
 * beside the public settings but never served by /api/settings.
 */
export const REQUIRE_TOTP_KEY = "security.require_totp";

export async function totpRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", REQUIRE_TOTP_KEY).executeTakeFirst();
  return row?.value === "true";
}

export async function setTotpRequired(db: Kysely<Database>, required: boolean, now: Date): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: REQUIRE_TOTP_KEY, value: String(required), updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(required), updated_at: now }))
    .execute();
}
