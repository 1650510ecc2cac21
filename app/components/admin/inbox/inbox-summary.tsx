import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { inboxCopy, subscribersCopy } from "../../../content/admin-inbox.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inboxApi, inboxKeys } from "./inbox-api.ts";
import { useInboxSummary } from "./use-inbox.ts";

/** The dashboard's figures for messages (unread) and newsletter subscribers (by state). */
export function InboxSummary({ subscribers }: { subscribers: boolean }) {
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
        {inboxCopy.dashboardTitle}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figure(inboxCopy.unreadFigure, summary.data?.unread)}
        {subscribers && figure(subscribersCopy.figures.confirmed, subs.data?.counts.confirmed)}
        {subscribers && figure(subscribersCopy.figures.pending, subs.data?.counts.pending)}
        {subscribers && figure(subscribersCopy.figures.unsubscribed, subs.data?.counts.unsubscribed)}
      </dl>
      <Link to="/admin/inbox" className={buttonClass("outline", "sm")}>
        {inboxCopy.dashboardOpen}
      </Link>
    </section>
  );
}
