import type { Kysely } from "kysely";
import { uploadedImages } from "../../shared/pages/copy-rules.ts";
import type { PageField } from "../../shared/pages/page-contract.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";

export const NOT_UPLOADED = (url: string) =>
  `No image was uploaded at ${url}: upload it again or choose one of the site's illustrations`;

/**
 * An edit's pictures are chosen from the uploads (docs/decisions/0088): every
 * `/uploads/…` address it names must be an upload on record, else 400 naming
 * each field by its path. Shipped illustrations need no look-up.
 */
export async function checkUploadsExist(
  db: Kysely<Database>,
  fields: Record<string, PageField>,
  copy: unknown,
): Promise<void> {
  const named = uploadedImages(fields, copy);
  const urls = [...new Set(Object.values(named))];
  if (urls.length === 0) return;
  const rows = await db.selectFrom("uploads").select("url").where("url", "in", urls).execute();
  const known = new Set(rows.map((row) => row.url));
  const problems = Object.fromEntries(
    Object.entries(named)
      .filter(([, url]) => !known.has(url))
      .map(([path, url]) => [path, NOT_UPLOADED(url)]),
  );
  const count = Object.keys(problems).length;
  if (count > 0) throw badRequest(count === 1 ? "One field is not valid" : `${count} fields are not valid`, problems);
}
