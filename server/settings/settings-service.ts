import type { Kysely } from "kysely";
import { settingSchemas } from "../../shared/settings-schema.ts";
import type { Database } from "../db/schema.ts";
import { validate } from "../http/validate.ts";
import type { SettingsService } from "../services.ts";

/** The known settings (shared/settings.ts): each a checked text value or null (also when never set). */
export function createSettingsService(db: Kysely<Database>, now: () => Date): SettingsService {
  return {
    async get(key) {
      const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value ?? null;
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
      return value;
    },
  };
}
