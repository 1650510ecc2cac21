import { parse } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { isEmail } from "../../shared/email.ts";
import { isLocale, type Locale } from "../../shared/locales.ts";
import { MESSAGE_LIMITS } from "../../shared/message-rules.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";

export type ImportResult = { added: number; skipped: number; errors: Array<{ line: number; error: string }> };

type Row = { email: string; locale: Locale; consentAt: Date; name: string | null };

const NAME_MAX = 200;
const MAX_ROWS = 20_000;

/** One data row checked; a string is the reason it cannot be imported. */
function checkRow(record: Record<string, string>, now: Date): Row | string {
  const email = (record.email ?? "").trim().toLowerCase();
  if (!email) return "email is empty";
  if (email.length > MESSAGE_LIMITS.email || !isEmail(email)) return `"${email.slice(0, 80)}" is not an email address`;
  const language = (record.language ?? "").trim().toLowerCase();
  if (!isLocale(language)) return `language must be en or sw (got "${language.slice(0, 20)}")`;
  const consented = (record.consented_at ?? "").trim();
  if (!consented) return "consented_at is empty: only people whose consent is on record can be added";
  const consentAt = new Date(consented);
  if (!/^\d{4}-\d{2}-\d{2}/.test(consented) || Number.isNaN(consentAt.getTime()))
    return `consented_at must be a date such as 2025-03-01 or 2025-03-01T09:30:00Z (got "${consented.slice(0, 40)}")`;
  if (consentAt.getTime() > now.getTime()) return "consented_at is in the future";
  const name = (record.name ?? "").trim();
  if (name.length > NAME_MAX) return `name is longer than ${NAME_MAX} characters`;
  return { email, locale: language, consentAt, name: name || null };
}

/**
 * Imports subscribers from a CSV file with the columns email, language (en or
 * sw), consented_at and optionally name (docs/product.md, "Newsletter"). A row
 * is added as confirmed only when it says when the person consented; an address
 * already known (whatever its state: someone who unsubscribed stays
 * unsubscribed) or repeated in the file is skipped; a bad row is reported by
 * its line and nothing of it is stored.
 */
export async function importSubscribers(db: Kysely<Database>, csv: string, now: Date): Promise<ImportResult> {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(csv, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw badRequest(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = ["email", "language", "consented_at"].filter((c) => records.length > 0 && !header.includes(c));
  if (records.length === 0)
    throw badRequest(
      "The file has no rows: its first line names the columns email, language, consented_at (and optionally name).",
    );
  if (missing.length > 0)
    throw badRequest(
      `The file's first line must name the columns email, language and consented_at (missing: ${missing.join(", ")}).`,
    );
  if (records.length > MAX_ROWS) throw badRequest(`At most ${MAX_ROWS} rows can be imported at once; split the file.`);

  const result: ImportResult = { added: 0, skipped: 0, errors: [] };
  const seen = new Set<string>();
  const rows: Array<Row & { line: number }> = [];
  for (const { record, info } of records) {
    const checked = checkRow(record, now);
    if (typeof checked === "string") result.errors.push({ line: info.lines, error: checked });
    else if (seen.has(checked.email)) result.skipped++;
    else {
      seen.add(checked.email);
      rows.push({ ...checked, line: info.lines });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const known = new Set(
      (
        await db
          .selectFrom("subscribers")
          .select("email")
          .where(
            "email",
            "in",
            chunk.map((r) => r.email),
          )
          .execute()
      ).map((r) => r.email),
    );
    for (const row of chunk) {
      if (known.has(row.email)) {
        result.skipped++;
        continue;
      }
      try {
        await db
          .insertInto("subscribers")
          .values({
            email: row.email,
            name: row.name,
            locale: row.locale,
            source: "import",
            status: "confirmed",
            consent_at: row.consentAt,
            confirmed_at: row.consentAt,
            created_at: now,
            updated_at: now,
          })
          .execute();
        result.added++;
      } catch (error) {
        // Signed up through the site meanwhile: that sign-up stands.
        if (!isUniqueViolation(error)) throw error;
        result.skipped++;
      }
    }
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}
