import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { inboxCopy, subscribersCopy } from "../../../content/admin-inbox.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inboxApi, inboxKeys } from "./inbox-api.ts";
import { useInboxSummary } from "./use-inbox.ts";

/** The dashboard's figures for messages (unread) and newsletter subscribers (by state). */
export function InboxSummary({
  subscribers,
  copy,
  figures,
}: {
  subscribers: boolean;
  copy: typeof inboxCopy;
  figures: typeof subscribersCopy.figures;
}) {
  const summary = useInboxSummary();
  const subs = useQuery({
    queryKey: inboxKeys.subscribers(""),
    queryFn: ({ signal }) => inboxApi.subscribers("", signal),
    enabled: subscribers,
  });
  const figure = (label: string, value: number | undefined) => (
    <div className="rounded-card border border-line bg-white p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold text-brand-900">{value ?? "…"}</dd>
    </div>
  );
  return (
    <section aria-labelledby="inbox-summary" className="space-y-4">
      <h2 id="inbox-summary" className="font-display text-2xl font-bold text-ink sm:text-3xl">
        {copy.dashboardTitle}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figure(copy.unreadFigure, summary.data?.unread)}
        {figure(copy.spamFigure, summary.data ? (summary.data.statuses.spam ?? 0) : undefined)}
        {subscribers && figure(figures.confirmed, subs.data?.counts.confirmed)}
        {subscribers && figure(figures.pending, subs.data?.counts.pending)}
        {subscribers && figure(figures.unsubscribed, subs.data?.counts.unsubscribed)}
      </dl>
      <Link to="/admin/inbox" className={buttonClass("outline", "sm")}>
        {copy.dashboardOpen}
      </Link>
    </section>
  );
}
