/**
 * What every item's API answer carries for editing (docs/product.md, "Revisions
 * and edit conflicts"): its `version` (each save adds one; a save sends it back
 * and is refused with 409 when someone saved since) and whether it is scheduled
 * (a publication time still to come), so the admin can show "Scheduled for …".
 */
export type EditState = {
  version?: number;
  scheduled?: boolean;
};

/** Draft (no publication time), scheduled (one still to come) or published. */
export type PublishState = "draft" | "scheduled" | "published";

export function publishState(publishedAt: string | Date | null | undefined, now: Date): PublishState {
  if (publishedAt === null || publishedAt === undefined || publishedAt === "") return "draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}
