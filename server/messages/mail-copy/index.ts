import type { Kysely } from "kysely";
import { isLocale, type Locale } from "../../../shared/locales.ts";
import type { Database } from "../../db/schema.ts";
import { inboxMailCopy as en, type InboxMailCopy } from "./en.ts";
import { inboxMailCopy as sw } from "./sw.ts";

/** The inbox's staff mails in each language (decision 0072). */
export const INBOX_MAIL_COPY: Record<Locale, InboxMailCopy> = { en, sw };

/**
 * The language of the staff mails sent to `email` (STAFF_EMAIL): that of the
 * active staff account with this address, else English (an address of the
 * organisation, read by whoever is on duty).
 */
export async function staffMailLanguage(db: Kysely<Database>, email: string): Promise<Locale> {
  const row = await db
    .selectFrom("users")
    .select(["language", "active"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.active && isLocale(row.language) ? row.language : "en";
}
