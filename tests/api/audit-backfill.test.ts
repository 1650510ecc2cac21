import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listAudit } from "../../server/audit/audit-log.ts";
import { databaseKinds } from "../support/databases.ts";
import { afterMigrating } from "../support/older-database.ts";

const kinds = await databaseKinds();

/** Migration 0015 on a database with entries from before it: names filled in from what still exists. */
describe.each(kinds)("naming older audit entries on %s", (kind) => {
  it("fills in the person's name and the record's title where they still exist, and leaves the rest readable", async () => {
    const at = new Date("2026-11-20T09:00:00.000Z");
    const entries: Array<[string, string, string]> = [
      ["resources.move", "resources", "1"],
      ["settings.update", "settings", "listen_live_url"],
      ["resources.delete", "resources", "99"],
      ["users.role", "users", "1"],
    ];
    await afterMigrating(
      kind,
      "0012_publication_pages",
      async (db) => {
        await sql`insert into users (email, name, password_hash, created_at, password_changed_at)
          values (${"wanjiru@uraia.test"}, ${"Wanjiru"}, ${"x"}, ${at}, ${at})`.execute(db);
        await sql`insert into collection_items (collection, kind, title, data, created_at, updated_at)
          values (${"resources"}, ${"Toolkits"}, ${"Budget guide"}, ${"{}"}, ${at}, ${at})`.execute(db);
        for (const [action, entity, id] of entries) {
          await sql`insert into audit_log (at, actor_id, actor_email, action, entity, entity_id)
            values (${at}, ${1}, ${"wanjiru@uraia.test"}, ${action}, ${entity}, ${id})`.execute(db);
        }
      },
      async (handle) => {
        const { items } = await listAudit(handle.db, { limit: 10, offset: 0 }, at);
        expect(items.map((e) => [e.actor_name, e.label, e.sentence]).reverse()).toEqual([
          ["Wanjiru", "Budget guide", "Wanjiru moved 'Budget guide' in Resources"],
          ["Wanjiru", "listen_live_url", "Wanjiru changed the setting 'listen_live_url'"],
          ["Wanjiru", null, "Wanjiru deleted #99 from Resources"],
          ["Wanjiru", "Wanjiru", "Wanjiru changed the role of 'Wanjiru' in Staff accounts"],
        ]);
      },
    );
  });
});
