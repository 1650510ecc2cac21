import { stringify } from "csv-stringify/sync";
import type { Transparency } from "../../shared/books.ts";
import { neutralise } from "../newsletter/subscribers-csv.ts";

const COLUMNS = ["section", "period", "programme", "amount_kes", "gifts", "stk", "paybill", "bank", "statement"];

/**
 * /transparency.csv: the page's figures, one row per month received, per year
 * received and per year and programme spent; safe to open in a spreadsheet.
 * A month's channel columns are empty when the page hides its split.
 */
export function openBooksCsv(books: Transparency): string {
  const rows: string[][] = [];
  for (const m of books.months) {
    const split = m.channels ? [m.channels.stk, m.channels.paybill, m.channels.bank].map(String) : ["", "", ""];
    rows.push(["received", m.month, "", String(m.total), String(m.count), ...split, ""]);
  }
  for (const y of books.years) {
    rows.push(["received", String(y.year), "", String(y.received), "", "", "", "", y.statement_url ?? ""]);
    for (const s of y.spent) rows.push(["spent", String(y.year), s.programme, String(s.amount), "", "", "", "", ""]);
  }
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { header: true, columns: COLUMNS, record_delimiter: "\r\n" },
  );
}
