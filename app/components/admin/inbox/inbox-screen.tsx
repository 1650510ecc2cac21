import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { inboxCopy } from "../../../content/admin-inbox.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";
import { inboxApi } from "./inbox-api.ts";
import { type InboxFilter, InboxFilters } from "./inbox-filters.tsx";
import { MailNotice } from "./mail-notice.tsx";
import { MessageDetail } from "./message-detail.tsx";
import { MessageList } from "./message-list.tsx";
import { ReferenceGroups } from "./reference-groups.tsx";
import { useInboxSummary, useMailStatus, useMessage, useMessageActions, useMessages } from "./use-inbox.ts";

const PAGE = 20;
type InboxCopy = typeof inboxCopy;

/**
 * The staff inbox (docs/product.md, "Staff inbox"): folders, filters, search and
 * pages in the address (?status, kind, reference, q, page), one message at a time (?id).
 * Opening a new message marks it read.
 */
export function InboxScreen({ copy: inboxCopy, retryLabel }: { copy: InboxCopy; retryLabel: string }) {
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = {
    status: params.get("status") ?? "inbox",
    kind: params.get("kind") ?? "",
    reference: params.get("reference") ?? "",
    q: params.get("q") ?? "",
  };
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const openId = Number(params.get("id")) || null;
  const summary = useInboxSummary();
  const list = useMessages({ ...filter, limit: PAGE, offset: (page - 1) * PAGE });
  const open = useMessage(openId);
  const { move, remove } = useMessageActions();
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const go = (next: Partial<InboxFilter & { page: number; id: number | null }>, keepNotice = false) => {
    if (!keepNotice) setNotice(null);
    const merged = { ...filter, page, id: openId, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (
        value !== "" &&
        value !== null &&
        !(key === "status" && value === "inbox") &&
        !(key === "page" && value === 1)
      ) {
        search.set(key, String(value));
      }
    }
    setParams(search);
  };

  const mail = useMailStatus();
  const current = open.data;
  // Opening a new message marks it read once per opened id: "Not spam" or "Mark as new" on the open
  // message then keep their status (the effect runs again when the status changes, but not the marking).
  const markedRead = useRef<number | null>(null);
  useEffect(() => {
    if (!current || markedRead.current === current.id) return;
    markedRead.current = current.id;
    if (current.status === "new") move.mutate({ id: current.id, status: "read" });
  }, [current, move.mutate]);
  useEffect(() => {
    if (openId === null) markedRead.current = null;
  }, [openId]);

  const failed = (error: unknown) => setNotice({ kind: "error", text: errorMessage(error, inboxCopy.loadFailed) });
  const shownNotice = notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>;

  if (openId !== null) {
    if (open.isError)
      return (
        <LoadFailed
          message={errorMessage(open.error, inboxCopy.loadFailed)}
          retryLabel={retryLabel}
          onRetry={() => open.refetch()}
        />
      );
    if (!current) return <p className="text-muted">{inboxCopy.loading}</p>;
    return (
      <div className="space-y-4">
        {shownNotice}
        <MessageDetail
          message={current}
          mailEnabled={mail.data?.enabled ?? false}
          copy={inboxCopy.detail}
          busy={move.isPending || remove.isPending}
          onBack={() => go({ id: null })}
          onMove={(status) =>
            move.mutate(
              { id: current.id, status },
              {
                onSuccess: () =>
                  setNotice({ kind: "success", text: inboxCopy.detail.moved(inboxCopy.statuses[status]) }),
                onError: failed,
              },
            )
          }
          onDelete={() =>
            remove.mutate(current.id, {
              onSuccess: () => {
                go({ id: null }, true);
                setNotice({ kind: "success", text: inboxCopy.detail.deleted });
              },
              onError: failed,
            })
          }
          onDownload={() => inboxApi.downloadAttachment(current.id).catch(failed)}
        />
      </div>
    );
  }

  const total = list.data?.total ?? 0;
  const from = total === 0 ? 0 : (page - 1) * PAGE + 1;
  const to = Math.min(total, page * PAGE);
  return (
    <DashboardSection id="inbox" title={inboxCopy.title}>
      <p className="-mt-4 text-muted">{inboxCopy.intro}</p>
      {shownNotice}
      <MailNotice copy={inboxCopy.mail} />
      <InboxFilters
        copy={inboxCopy}
        filter={filter}
        summary={summary.data}
        onChange={(next) => go({ ...next, page: 1 })}
      />
      {(summary.data?.statuses.spam ?? 0) > 0 && filter.status !== "spam" && (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-gold-50 px-4 py-3 text-sm">
          <span>{inboxCopy.spamWaiting(summary.data?.statuses.spam ?? 0)}</span>
          <Button variant="outline" size="sm" onClick={() => go({ status: "spam", page: 1 })}>
            {inboxCopy.openSpam}
          </Button>
        </p>
      )}
      <ReferenceGroups
        copy={inboxCopy}
        summary={summary.data}
        onPick={(kind, reference) => go({ kind, reference, page: 1 })}
        onExport={(reference) => inboxApi.exportReference(reference)}
      />
      {list.isError && (
        <LoadFailed
          message={errorMessage(list.error, inboxCopy.loadFailed)}
          retryLabel={retryLabel}
          onRetry={() => list.refetch()}
        />
      )}
      {list.isPending && <p className="text-muted">{inboxCopy.loading}</p>}
      {list.data && (
        <>
          <p role="status" className="text-sm text-muted">
            {inboxCopy.count(total, from, to)}
          </p>
          <MessageList items={list.data.items} empty={inboxCopy.empty} labels={inboxCopy} onOpen={(id) => go({ id })} />
          <div className="flex justify-between">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              {inboxCopy.previous}
            </Button>
            <Button variant="outline" size="sm" disabled={to >= total} onClick={() => go({ page: page + 1 })}>
              {inboxCopy.next}
            </Button>
          </div>
        </>
      )}
    </DashboardSection>
  );
}
