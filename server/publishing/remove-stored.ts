import type { StoredHook } from "../../shared/collections/define.ts";
import type { ContentWrite } from "../content/content-write.ts";
import { notFound } from "../http/errors.ts";

/**
 * Deletes an item of a kind kept in its own table (news, publications; decision
 * 0074) through the one write path: its search documents and Kiswahili version
 * go with it on the "content changed" event; 404 with `notFoundMessage` when
 * there is no such item.
 */
export async function removeStored(
  write: ContentWrite,
  hook: StoredHook,
  id: number,
  notFoundMessage: string,
): Promise<void> {
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(notFoundMessage);
  await write(
    { kind: hook.table, action: "delete" },
    async (trx) => {
      const result = await trx.deleteFrom(hook.table).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) === 0 ? undefined : { id, value: undefined };
    },
    notFound(notFoundMessage),
  );
}
