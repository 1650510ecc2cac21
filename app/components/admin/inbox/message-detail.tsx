import { type ReactNode, useState } from "react";
import { mailtoHref } from "../../../../shared/email.ts";
import { formatPhone, telHref, whatsappHref } from "../../../../shared/format-phone.ts";
import { formatFileSize } from "../../../../shared/format-size.ts";
import type { Message, MessageStatus } from "../../../../shared/message-kinds.ts";
import type { inboxCopy } from "../../../content/admin-inbox.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { Badge } from "../../ui/card.tsx";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { MessageEntries } from "./message-entries.tsx";
import { STATUS_TONES } from "./message-list.tsx";
import { replyHref } from "./received-at.ts";

/** Where a message can move from where it is. */
function moves(status: MessageStatus, d: typeof inboxCopy.detail): Array<{ to: MessageStatus; label: string }> {
  switch (status) {
    case "new":
      return [
        { to: "read", label: d.markRead },
        { to: "handled", label: d.markHandled },
        { to: "spam", label: d.spam },
        { to: "archived", label: d.archive },
      ];
    case "read":
      return [
        { to: "handled", label: d.markHandled },
        { to: "new", label: d.markNew },
        { to: "spam", label: d.spam },
        { to: "archived", label: d.archive },
      ];
    case "handled":
      return [
        { to: "read", label: d.markRead },
        { to: "archived", label: d.archive },
      ];
    case "spam":
      return [{ to: "new", label: d.notSpam }];
    case "archived":
      return [{ to: "read", label: d.unarchive }];
  }
}

/** A message in full: reply by email, download the attachment, move it between folders, delete it. */
export function MessageDetail({
  message,
  busy,
  onMove,
  onDelete,
  onDownload,
  onBack,
  mailEnabled,
  copy: d,
}: {
  message: Message;
  /** replies go out by email: without a mail server the reply form says so */
  mailEnabled: boolean;
  busy: boolean;
  onMove: (status: MessageStatus) => void;
  onDelete: () => void;
  onDownload: () => void;
  onBack: () => void;
  copy: typeof inboxCopy.detail;
}) {
  const dates = useAdminDates();
  const [confirming, setConfirming] = useState(false);
  const link = "text-brand-700 underline";
  const phone = message.phone && (
    <>
      <a href={telHref(message.phone)} className={link}>
        {formatPhone(message.phone)}
      </a>{" "}
      ·{" "}
      <a href={whatsappHref(message.phone)} className={link} target="_blank" rel="noopener noreferrer">
        {d.whatsapp}
      </a>
    </>
  );
  const facts: Array<[string, ReactNode]> = [
    [d.phone, phone],
    [d.about, message.reference],
    [d.county, message.county],
    [d.organisation, message.organisation],
    [d.people, message.people === null ? null : String(message.people)],
    [d.consent, dates.dateTime(message.consent_at)],
    [d.spamReason, message.spam_reason],
  ];
  return (
    <article
      aria-labelledby="message-subject"
      className="space-y-5 rounded-card border border-line bg-white p-5 sm:p-6"
    >
      <Button variant="ghost" size="sm" onClick={onBack}>
        ← {d.back}
      </Button>
      <header className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone="grey">{d.kinds[message.kind]}</Badge>
          <Badge tone={STATUS_TONES[message.status]}>{d.statuses[message.status]}</Badge>
          {message.locale === "sw" && <Badge tone="brand">{d.wroteInKiswahili}</Badge>}
        </div>
        <h2 id="message-subject" className="font-display text-2xl font-bold text-brand-900">
          {message.subject}
        </h2>
        <p className="text-muted">
          {message.name} ·{" "}
          <a href={mailtoHref(message.email)} className="text-brand-700 underline">
            {message.email}
          </a>{" "}
          · <time dateTime={message.created_at}>{dates.dateTime(message.created_at)}</time>
        </p>
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts
          .filter((f) => f[1] !== null && f[1] !== "")
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="text-muted">{value}</dd>
            </div>
          ))}
      </dl>
      {message.message && <p className="whitespace-pre-wrap rounded-lg bg-paper p-4 text-ink">{message.message}</p>}
      {message.attachment && (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold">{d.attachment}:</span>
          <span>
            {message.attachment.filename} ({formatFileSize(message.attachment.size)})
          </span>
          <Button variant="outline" size="sm" onClick={onDownload}>
            {d.download}
          </Button>
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <a href={replyHref(message, d.replyQuote[message.locale])} className={buttonClass("outline", "sm")}>
          {d.reply}
        </a>
        {moves(message.status, d).map((move) => (
          <Button key={move.to} variant="outline" size="sm" disabled={busy} onClick={() => onMove(move.to)}>
            {move.label}
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => setConfirming(true)}
          className="text-accent-700"
        >
          {d.delete}
        </Button>
      </div>
      <MessageEntries
        id={message.id}
        kind="replies"
        copy={{ ...d.replies, unavailable: mailEnabled ? null : d.replies.mailOff }}
      />
      <MessageEntries id={message.id} kind="notes" copy={d.notes} />
      <ConfirmDialog
        open={confirming}
        title={d.deleteTitle}
        confirmLabel={d.delete}
        cancelLabel={d.cancel}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{d.deleteBody}</p>
      </ConfirmDialog>
    </article>
  );
}
