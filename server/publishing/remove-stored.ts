import type { Kysely } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import type { Database } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { removeDocuments } from "../search/search-documents.ts";
import { deleteTranslations } from "../translations/translations-service.ts";

/**
 * Deletes an item of a kind kept in its own table (news, publications; decision
 * 0074) in one transaction, with its search documents (`searchType`) and its
 * Kiswahili version; 404 with `notFoundMessage` when there is no such item.
 */
export async function removeStored(
  db: Kysely<Database>,
  hook: StoredHook,
  searchType: "news" | "publication",
  id: number,
  notFoundMessage: string,
): Promise<void> {
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(notFoundMessage);
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(hook.table).where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(notFoundMessage);
    await removeDocuments(trx, searchType, id);
    await deleteTranslations(trx, hook.table, id);
  });
}
