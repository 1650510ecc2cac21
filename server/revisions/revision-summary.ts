/**
 * The one-line summary a revision keeps (docs/product.md, "Revisions and edit
 * conflicts"): the fields that differ from the revision before, by name
 * ("Changed title, excerpt").
 */
const FIELD_NAMES: Record<string, string> = {
  published_at: "publication time",
  image_url: "image",
  pdf_url: "PDF",
};

export const CREATED = "Created";
/** A save with no revision before it to compare with (an item older than revisions). */
export const SAVED = "Saved";
export const NO_CHANGES = "Saved without changes";

export const fieldName = (field: string) => FIELD_NAMES[field] ?? field.replace(/_/g, " ");

export function changedSummary(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changed = names.filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
  return changed.length === 0 ? NO_CHANGES : `Changed ${changed.map(fieldName).join(", ")}`;
}

/** A restore's line: which revision came back, and when it was saved. */
export const restoredSummary = (revision: number, savedAt: string) =>
  `Restored revision ${revision} of ${savedAt.slice(0, 16).replace("T", " ")} UTC`;
