import { type FormEvent, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextArea } from "../form-kit/fields.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import type { EntryKind } from "./inbox-api.ts";
import { useEntries } from "./use-inbox.ts";

export type EntriesCopy = {
  title: string;
  empty: string;
  label: string;
  hint: string;
  submit: string;
  busy: string;
  done: string;
  failed: string;
  by: (author: string, when: string) => string;
  /** shown instead of the form when it can't be used (replies without a mail server) */
  unavailable?: string | null;
};

/**
 * A message's replies (mailed to the visitor through the outbox) or notes (kept
 * for staff): each with its author and time, oldest first, and a form to add one.
 * The confirmation shows only once the server stored it.
 */
export function MessageEntries({ id, kind, copy }: { id: number; kind: EntryKind; copy: EntriesCopy }) {
  const dates = useAdminDates();
  const { list, add } = useEntries(id, kind);
  const [body, setBody] = useState("");
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    add.mutate(body, {
      onSuccess: () => {
        setBody("");
        setNotice({ kind: "success", text: copy.done });
      },
      onError: (error) => setNotice({ kind: "error", text: errorMessage(error, copy.failed) }),
    });
  };
  const items = list.data ?? [];
  return (
    <section aria-labelledby={`${kind}-title`} className="space-y-3 border-t border-line pt-4">
      <h3 id={`${kind}-title`} className="font-display text-lg font-bold text-brand-900">
        {copy.title}
      </h3>
      {list.isError && <FormMessage kind="error">{errorMessage(list.error, copy.failed)}</FormMessage>}
      {list.isSuccess && items.length === 0 && <p className="text-sm text-muted">{copy.empty}</p>}
      {items.length > 0 && (
        <ol className="space-y-2">
          {items.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-paper p-3">
              <p className="text-xs font-semibold text-muted">
                {copy.by(entry.author, dates.dateTime(entry.created_at))}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}
      {copy.unavailable ? (
        <p className="text-sm text-muted">{copy.unavailable}</p>
      ) : (
        <form onSubmit={submit} className="space-y-2">
          <TextArea
            id={`${kind}-${id}`}
            label={copy.label}
            hint={copy.hint}
            rows={4}
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
          <Button type="submit" size="sm" disabled={add.isPending || !body.trim()}>
            {add.isPending ? copy.busy : copy.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
