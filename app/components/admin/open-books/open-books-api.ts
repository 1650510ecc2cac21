import type { GiftEntry, SpendingEntry, StatementEntry } from "../../../../shared/books.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** The Open books screen's calls: the entries, and a new gift, spending or statement entry. */
export const openBooksApi = {
  entries: (signal?: AbortSignal) =>
    apiFetch<{ gifts: GiftEntry[]; spending: SpendingEntry[]; statements: StatementEntry[] }>(
      "/api/transparency/entries",
      { signal },
    ),
  record: (what: "gifts" | "spending" | "statements", body: Record<string, unknown>) =>
    apiFetch<{ id: number }>(`/api/transparency/${what}`, { method: "POST", body }),
};

export const openBooksKeys = { entries: ["admin", "open-books"] as const };
