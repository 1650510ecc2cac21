import { type Kysely, sql } from "kysely";
import { isCollectionName } from "../../shared/collections/index.ts";
import { isContentKind, kindDefinition } from "../../shared/collections/kinds.ts";
import type { Database } from "../db/schema.ts";

/**
 * The name people know a record by (its title, a person's name, a setting's key),
 * read when the entry is written so it still reads well after the record is
 * deleted or renamed. Null for records without one.
 */
export async function findLabel(
  db: Kysely<Database>,
  entity: string | null | undefined,
  entityId: string | null | undefined,
): Promise<string | null> {
  if (!entity || !entityId) return null;
  // A setting is named by its key, a managed list by its name (news-categories, publication-types).
  if (entity === "settings" || entity === "choices") return entityId;
  if (!/^\d{1,15}$/.test(entityId)) return null;
  const id = Number(entityId);
  let row: { label: string | null } | undefined;
  if (isCollectionName(entity)) {
    row = await db
      .selectFrom("collection_items")
      .select("title as label")
      .where("collection", "=", entity)
      .where("id", "=", id)
      .executeTakeFirst();
  } else if (isContentKind(entity) && kindDefinition(entity).stored) {
    const { table } = kindDefinition(entity).stored!;
    row = await db.selectFrom(table).select("title as label").where("id", "=", id).executeTakeFirst();
  } else if (entity === "users") {
    row = await db
      .selectFrom("users")
      .select(sql<string>`coalesce(nullif(name, ''), email)`.as("label"))
      .where("id", "=", id)
      .executeTakeFirst();
  } else if (entity === "newsletter") {
    // The newsletter's records are its issues (/newsletter/issues/{id}), named by their subject.
    row = await db.selectFrom("newsletter_issues").select("subject as label").where("id", "=", id).executeTakeFirst();
  } else if (entity === "messages") {
    row = await db.selectFrom("messages").select("subject as label").where("id", "=", id).executeTakeFirst();
  }
  return row?.label || null;
}

/** A staff member's name as it is now (empty names count as none). */
export async function findActorName(db: Kysely<Database>, actorId: number | null): Promise<string | null> {
  if (actorId === null) return null;
  const row = await db.selectFrom("users").select("name").where("id", "=", actorId).executeTakeFirst();
  return row?.name || null;
}
