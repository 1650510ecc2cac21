import { stringify } from "csv-stringify/sync";
import type { Subscriber } from "./newsletter-row.ts";

/**
 * A cell a spreadsheet would read as a formula (it begins with =, +, -, @, a tab
 * or a carriage return) gets a leading apostrophe, so what a visitor typed is
 * only ever shown, never run.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The confirmed subscribers as CSV (GET /api/subscribers.csv), with each one's language ("en" or "sw"). */
export function subscribersCsv(subscribers: Subscriber[]): string {
  return stringify(
    subscribers.map((s) => [s.email, s.source, s.locale, s.consent_at, s.confirmed_at ?? ""].map(neutralise)),
    { header: true, columns: ["email", "source", "language", "consent_at", "confirmed_at"], record_delimiter: "\r\n" },
  );
}
