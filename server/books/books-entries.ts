import type { Kysely } from "kysely";
import {
  GIFT_CHANNELS,
  type GiftChannel,
  type GiftEntry,
  PROGRAMMES,
  type Programme,
  type SpendingEntry,
  type StatementEntry,
} from "../../shared/books.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { badRequest } from "../http/errors.ts";

type Db = Kysely<Database>;
type Fields = Record<string, unknown>;

/** The largest single entry, in shillings (a typo guard, far above any real gift or budget line). */
export const MAX_ENTRY = 1_000_000_000;
const NOTE_MAX = 300;

const obj = (body: unknown): Fields =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Fields) : {};

/** Today's date in East Africa Time (YYYY-MM-DD). */
export const eatToday = (now: Date) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

function wholeShillings(value: unknown, correcting: boolean, details: Record<string, string>): number {
  const amount = typeof value === "number" ? value : Number.NaN;
  const least = correcting ? 0 : 1;
  if (!Number.isInteger(amount) || amount < least || amount > MAX_ENTRY) {
    details.amount = correcting
      ? "A correction's amount is the right amount in whole shillings (0 cancels the entry)."
      : "Give the amount in whole shillings, at least 1.";
  }
  return amount;
}

function noteOf(value: unknown, details: Record<string, string>): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" || value.trim().length > NOTE_MAX) {
    details.note = `The note is text of at most ${NOTE_MAX} characters.`;
    return null;
  }
  return value.trim() || null;
}

/** `corrects`, when given: the id of an original entry (not of a correction) in `table`. */
async function correctedEntry(
  db: Db,
  table: "books_gifts" | "books_spending",
  value: unknown,
  details: Record<string, string>,
) {
  if (value === undefined || value === null) return null;
  const id = typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0;
  const row = id
    ? await db.selectFrom(table).select(["id", "corrects_id"]).where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!row) details.corrects = "Name the id of the entry this corrects.";
  else if (row.corrects_id !== null)
    details.corrects = `Entry ${id} is itself a correction: name the original entry, ${row.corrects_id}.`;
  return row ? Number(row.id) : null;
}

function fail(details: Record<string, string>): void {
  if (Object.keys(details).length > 0) throw badRequest("Please correct the entry.", details);
}

/** POST /api/transparency/gifts: a gift received outside M-Pesa, or a correction of one. */
export async function recordGift(db: Db, body: unknown, by: number, now: Date): Promise<GiftEntry> {
  const fields = obj(body);
  const details: Record<string, string> = {};
  const corrects = await correctedEntry(db, "books_gifts", fields.corrects, details);
  const amount = wholeShillings(fields.amount, fields.corrects !== undefined && fields.corrects !== null, details);
  const day = typeof fields.received_on === "string" ? fields.received_on : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    details.received_on = "Give the day the money arrived, like 2026-03-01.";
  } else if (day > eatToday(now)) details.received_on = "The day the money arrived cannot be in the future.";
  if (!(GIFT_CHANNELS as readonly unknown[]).includes(fields.channel))
    details.channel = "The channel is bank or other.";
  const note = noteOf(fields.note, details);
  fail(details);
  const row = await db
    .insertInto("books_gifts")
    .values({
      amount,
      received_on: day,
      channel: fields.channel as GiftChannel,
      note,
      corrects_id: corrects,
      recorded_by: by,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toGift(row), superseded: false };
}

/** POST /api/transparency/spending: a year's spending on a programme, or a correction of an entry. */
export async function recordSpending(db: Db, body: unknown, by: number, now: Date): Promise<SpendingEntry> {
  const fields = obj(body);
  const details: Record<string, string> = {};
  const corrects = await correctedEntry(db, "books_spending", fields.corrects, details);
  const amount = wholeShillings(fields.amount, fields.corrects !== undefined && fields.corrects !== null, details);
  const year = checkYear(fields.year, now, details);
  if (!(PROGRAMMES as readonly unknown[]).includes(fields.programme))
    details.programme = `The programme is one of: ${PROGRAMMES.join(", ")}.`;
  const note = noteOf(fields.note, details);
  fail(details);
  const row = await db
    .insertInto("books_spending")
    .values({
      year,
      programme: fields.programme as Programme,
      amount,
      note,
      corrects_id: corrects,
      recorded_by: by,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toSpending(row), superseded: false };
}

/** POST /api/transparency/statements: a year's audited statement (an uploaded PDF); the newest counts. */
export async function recordStatement(db: Db, body: unknown, by: number, now: Date): Promise<StatementEntry> {
  const fields = obj(body);
  const details: Record<string, string> = {};
  const year = checkYear(fields.year, now, details);
  const url = typeof fields.url === "string" ? fields.url.trim() : "";
  if (!/^\/uploads\/[\w.-]+\.pdf$/i.test(url))
    details.url = "Upload the statement as a PDF and give its /uploads/… link.";
  fail(details);
  const row = await db
    .insertInto("books_statements")
    .values({ year, url, recorded_by: by, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), year: Number(row.year), url: row.url, created_at: toIso(row.created_at) ?? "" };
}

function checkYear(value: unknown, now: Date, details: Record<string, string>): number {
  const year = typeof value === "number" ? value : Number.NaN;
  const latest = Number(eatToday(now).slice(0, 4));
  if (!Number.isInteger(year) || year < 2000 || year > latest) details.year = `The year is between 2000 and ${latest}.`;
  return year;
}

type GiftRow = Awaited<ReturnType<typeof giftRows>>[number];
type SpendingRow = Awaited<ReturnType<typeof spendingRows>>[number];

const giftRows = (db: Db) => db.selectFrom("books_gifts").selectAll().orderBy("id").execute();
const spendingRows = (db: Db) => db.selectFrom("books_spending").selectAll().orderBy("id").execute();

const toGift = (row: GiftRow): Omit<GiftEntry, "superseded"> => ({
  id: Number(row.id),
  amount: Number(row.amount),
  received_on: row.received_on,
  channel: row.channel as GiftChannel,
  note: row.note,
  corrects: row.corrects_id === null ? null : Number(row.corrects_id),
  created_at: toIso(row.created_at) ?? "",
});

const toSpending = (row: SpendingRow): Omit<SpendingEntry, "superseded"> => ({
  id: Number(row.id),
  year: Number(row.year),
  programme: row.programme as Programme,
  amount: Number(row.amount),
  note: row.note,
  corrects: row.corrects_id === null ? null : Number(row.corrects_id),
  created_at: toIso(row.created_at) ?? "",
});

/**
 * Every entry, oldest first, each marked `superseded` when a newer entry of its
 * chain (the original and its corrections) exists: only the newest counts.
 */
function withSuperseded<T extends { id: number; corrects: number | null }>(
  entries: T[],
): Array<T & { superseded: boolean }> {
  const newest = new Map<number, number>();
  for (const entry of entries) newest.set(entry.corrects ?? entry.id, entry.id);
  return entries.map((entry) => ({ ...entry, superseded: newest.get(entry.corrects ?? entry.id) !== entry.id }));
}

export const listGifts = async (db: Db): Promise<GiftEntry[]> => withSuperseded((await giftRows(db)).map(toGift));
export const listSpending = async (db: Db): Promise<SpendingEntry[]> =>
  withSuperseded((await spendingRows(db)).map(toSpending));

export async function listStatements(db: Db): Promise<StatementEntry[]> {
  const rows = await db.selectFrom("books_statements").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: Number(row.id),
    year: Number(row.year),
    url: row.url,
    created_at: toIso(row.created_at) ?? "",
  }));
}
