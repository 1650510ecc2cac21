import type { inboxCopy } from "../../../content/admin-inbox.ts";
import { useInboxSummary, useMailStatus } from "./use-inbox.ts";

/** Says when email notices are off (and how to turn them on), and lists mail the outbox gave up on. */
export function MailNotice({ copy }: { copy: typeof inboxCopy.mail }) {
  const status = useMailStatus();
  const summary = useInboxSummary();
  if (!status.data) return null;
  const noRecipient = status.data.enabled && summary.data?.notices_to === null;
  const { enabled, failed } = status.data;
  return (
    <>
      {!enabled && (
        <div role="note" className="rounded-card border border-gold-300 bg-gold-100 p-4 text-ink">
          <p className="font-bold">{copy.offTitle}</p>
          <p className="mt-1 text-sm">{copy.offBody}</p>
        </div>
      )}
      {noRecipient && (
        <div role="note" className="rounded-card border border-gold-300 bg-gold-100 p-4 text-ink">
          <p className="font-bold">{copy.offTitle}</p>
          <p className="mt-1 text-sm">{copy.noRecipient}</p>
        </div>
      )}
      {failed.length > 0 && (
        <div role="note" className="rounded-card border border-accent-300 bg-accent-50 p-4 text-ink">
          <p className="font-bold">{copy.failedTitle}</p>
          <p className="mt-1 text-sm">{copy.failedBody}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {failed.map((mail) => (
              <li key={mail.id}>
                <span className="font-semibold">{mail.subject}</span> → {mail.to}: {mail.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
