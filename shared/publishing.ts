/** A news item's or publication's state, from its published_at: null = draft, future = scheduled, past = published. */
export type PublishStatus = "Draft" | "Scheduled" | "Published";

export function publishStatus(publishedAt: string | null, now: Date = new Date()): PublishStatus {
  if (!publishedAt) return "Draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "Scheduled" : "Published";
}
