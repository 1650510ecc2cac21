import type { Kysely } from "kysely";
import {
  MIN_GIFTS_FOR_SPLIT,
  MONTHS_SHOWN,
  PROGRAMMES,
  type Programme,
  type Transparency,
  type TransparencyMonth,
  type TransparencyYear,
} from "../../shared/books.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { paidByMonth } from "../donations/donation-totals.ts";
import { eatToday, listGifts, listSpending, listStatements } from "./books-entries.ts";

/** The `count` months up to and including the one `today` (YYYY-MM-DD) is in, oldest first. */
export function monthsUpTo(today: string, count: number): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.unshift(`${year}-${String(month).padStart(2, "0")}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

type Tally = { total: number; count: number; stk: number; paybill: number; bank: number };
const emptyTally = (): Tally => ({ total: 0, count: 0, stk: 0, paybill: 0, bank: 0 });

/**
 * The open books (GET /api/transparency, the page and its CSV): money received
 * per month and per year — paid M-Pesa donations (the same query as the finance
 * screen's totals) and the gifts staff recorded — and spending per programme
 * per year with the year's audited statement. No donor is named here.
 */
export async function openBooks(db: Kysely<Database>, dialect: Dialect, now: Date): Promise<Transparency> {
  const [paid, gifts, spending, statements] = await Promise.all([
    paidByMonth(db, dialect, {}),
    listGifts(db),
    listSpending(db),
    listStatements(db),
  ]);
  const byMonth = new Map<string, Tally>();
  const tally = (month: string) => byMonth.get(month) ?? byMonth.set(month, emptyTally()).get(month)!;
  for (const row of paid) {
    const t = tally(row.month);
    t.total += row.total;
    t.count += row.count;
    if (row.source === "stk" || row.source === "paybill") t[row.source] += row.total;
  }
  for (const gift of gifts) {
    if (gift.superseded || gift.amount <= 0) continue;
    const t = tally(gift.received_on.slice(0, 7));
    t.total += gift.amount;
    t.count += 1;
    if (gift.channel === "bank") t.bank += gift.amount;
  }

  const months: TransparencyMonth[] = monthsUpTo(eatToday(now), MONTHS_SHOWN).map((month) => {
    const t = byMonth.get(month) ?? emptyTally();
    return {
      month,
      total: t.total,
      count: t.count,
      channels: t.count >= MIN_GIFTS_FOR_SPLIT ? { stk: t.stk, paybill: t.paybill, bank: t.bank } : null,
    };
  });

  const years = new Map<number, TransparencyYear>();
  const year = (y: number) =>
    years.get(y) ?? years.set(y, { year: y, received: 0, spent: [], statement_url: null }).get(y)!;
  for (const [month, t] of byMonth) if (t.total > 0) year(Number(month.slice(0, 4))).received += t.total;
  const spent = new Map<string, number>();
  for (const entry of spending) {
    if (entry.superseded || entry.amount <= 0) continue;
    const key = `${entry.year}|${entry.programme}`;
    spent.set(key, (spent.get(key) ?? 0) + entry.amount);
  }
  for (const [key, amount] of spent) {
    const [y, programme] = key.split("|") as [string, Programme];
    year(Number(y)).spent.push({ programme, amount });
  }
  for (const statement of statements) year(statement.year).statement_url = statement.url;
  const order = (p: Programme) => PROGRAMMES.indexOf(p);
  for (const y of years.values()) y.spent.sort((a, b) => order(a.programme) - order(b.programme));
  return { currency: "KES", months, years: [...years.values()].sort((a, b) => b.year - a.year) };
}

/** The notes of the spending entries that count, by "year|programme" (shown on the page beside the amount). */
export async function spendingNotes(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const notes: Record<string, string[]> = {};
  for (const entry of await listSpending(db)) {
    if (entry.superseded || entry.amount <= 0 || !entry.note) continue;
    const key = `${entry.year}|${entry.programme}`;
    notes[key] = [...(notes[key] ?? []), entry.note];
  }
  return notes;
}

/** The names donors chose to be thanked by, with their consent, of paid donations only; newest first. */
export async function thankedDonors(db: Kysely<Database>, limit = 60): Promise<string[]> {
  const rows = await db
    .selectFrom("donations")
    .select("public_name")
    .where("status", "=", "paid")
    .where("public_name", "is not", null)
    .where("name_consent_at", "is not", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.public_name ?? "").filter(Boolean);
}
