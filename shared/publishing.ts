/** A news item's or publication's state, from its published_at (spec: null = draft). */
export type PublishStatus = "Draft" | "Scheduled" | "Published";

export function publishStatus(publishedAt: string | null, now: Date = new Date()): PublishStatus {
  if (!publishedAt) return "Draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "Scheduled" : "Published";
}
