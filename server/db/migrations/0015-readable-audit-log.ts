import { type Kysely, sql } from "kysely";

/**
 * The audit log names people and records (docs/product.md, "Audit log"): each
 * entry keeps the person's name and the record's title or name as they were when
 * it was written, so it still reads well after either is renamed or deleted.
 * Entries from before are filled in from what still exists.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("audit_log").addColumn("actor_name", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("label", "text").execute();
  await sql`update audit_log set actor_name = (
      select nullif(users.name, '') from users where users.id = audit_log.actor_id
    ) where actor_id is not null`.execute(db);
  await sql`update audit_log set label = (
      select items.title from collection_items items
      where items.collection = audit_log.entity and cast(items.id as text) = audit_log.entity_id
    ) where entity_id is not null`.execute(db);
  for (const table of ["news", "publications"] as const) {
    await sql`update audit_log set label = (
        select ${sql.ref(`${table}.title`)} from ${sql.table(table)}
        where cast(${sql.ref(`${table}.id`)} as text) = audit_log.entity_id
      ) where label is null and entity = ${table}`.execute(db);
  }
  await sql`update audit_log set label = (
      select coalesce(nullif(users.name, ''), users.email) from users where cast(users.id as text) = audit_log.entity_id
    ) where label is null and entity = 'users'`.execute(db);
  await sql`update audit_log set label = (
      select messages.subject from messages where cast(messages.id as text) = audit_log.entity_id
    ) where label is null and entity = 'messages'`.execute(db);
  await sql`update audit_log set label = entity_id where label is null and entity = 'settings'`.execute(db);
}
