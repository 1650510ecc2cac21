import type { Kysely } from "kysely";
import { EM_DASH, formatFileSize } from "../../shared/format-size.ts";
import type { Database } from "../db/schema.ts";

/** The size of an uploaded file by its URL ('2.4MB'), or the em dash for a file kept elsewhere. */
export async function fileSize(db: Kysely<Database>, url: string): Promise<string> {
  const row = url ? await db.selectFrom("uploads").select("size").where("url", "=", url).executeTakeFirst() : undefined;
  return row ? formatFileSize(Number(row.size)) : EM_DASH;
}
