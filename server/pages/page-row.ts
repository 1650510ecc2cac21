import { type CopyTree, isPlainObject } from "../../shared/pages/copy-tree.ts";
import type { FieldTimes } from "../../shared/pages/kiswahili-status.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/**
 * A page's copy in one language as page_copy keeps it (docs/product.md, "Page
 * copy"): the staff's changes over the shipped copy, when each field last
 * changed, the version, and a draft kept apart until it is published.
 */
export type Stored = {
  id: number;
  copy: CopyTree;
  times: FieldTimes;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
  draft: CopyTree | null;
  draft_updated_at: string | null;
  draft_updated_by: string | null;
};
export type Row = Database["page_copy"] extends infer T ? { [K in keyof T]: unknown } : never;

function parseJson(text: unknown): CopyTree {
  try {
    const value = JSON.parse(String(text ?? "{}"));
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

export const stored = (row: Row): Stored => ({
  id: Number(row.id),
  copy: parseJson(row.copy),
  times: parseJson(row.field_times) as FieldTimes,
  version: Number(row.version),
  updated_at: toIso(row.updated_at as string | null),
  updated_by: (row.updated_by as string | null) ?? null,
  draft: row.draft === null || row.draft === undefined ? null : parseJson(row.draft),
  draft_updated_at: toIso(row.draft_updated_at as string | null),
  draft_updated_by: (row.draft_updated_by as string | null) ?? null,
});

/** A page never saved answers version 1; each save adds one. */
export const versionOf = (row: Stored | undefined) => row?.version ?? 1;

/** The columns of a row about to be written, at `version`. */
export const rowValues = (next: Partial<Stored>, version: number) => ({
  copy: JSON.stringify(next.copy ?? {}),
  field_times: JSON.stringify(next.times ?? {}),
  version,
  updated_at: next.updated_at ?? null,
  updated_by: next.updated_by ?? null,
  draft: next.draft ? JSON.stringify(next.draft) : null,
  draft_updated_at: next.draft ? (next.draft_updated_at ?? null) : null,
  draft_updated_by: next.draft ? (next.draft_updated_by ?? null) : null,
});
