import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import type { CompareWords, Comparison } from "./compare-fields.ts";
import { ComparisonView } from "./comparison-view.tsx";
import { authorName, type RevisionSummary, type RevisionsTarget, revisionsApi, revisionsKey } from "./revisions-api.ts";

export type HistoryCopy = {
  revisions: typeof adminCopy.revisions;
  statuses: typeof adminCopy.table.statuses;
};

/** The words a comparison reads values with, from the history copy. */
export const compareWordsOf = (copy: typeof adminCopy.revisions): CompareWords => ({
  yes: copy.compare.yes,
  no: copy.compare.no,
  published: copy.compare.published,
  draft: copy.compare.draft,
});

const statusLabel = (status: string | null, statuses: HistoryCopy["statuses"]) =>
  status ? (statuses[status.toLowerCase() as keyof typeof statuses] ?? status) : "";

/** What a history compares and restores: the current version, and how a saved one differs from it. */
type HistoryOf<T> = {
  target: RevisionsTarget;
  /** the current version's save count, sent with Restore (409 when someone saved since) */
  version: number | undefined;
  /** a saved version's snapshot compared with the current version, field by field */
  compare: (snapshot: Record<string, unknown>) => Comparison;
  copy: HistoryCopy;
  onRestored: (restored: T) => void;
};

/** A chosen version compared with the current one, and its Restore button (asks first). */
function ChosenVersion<T>({
  target,
  version,
  compare,
  revision,
  when,
  copy,
  onClose,
  onRestored,
}: HistoryOf<T> & { revision: RevisionSummary; when: string; onClose: () => void }) {
  const words = copy.revisions.history;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const snapshot = useQuery({
    queryKey: [...revisionsKey(target), revision.id],
    queryFn: ({ signal }) => revisionsApi.get(target, revision.id, signal),
  });
  const restore = useMutation({
    mutationFn: () => revisionsApi.restore<T>(target, revision.id, version),
    onSuccess: async (restored) => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: revisionsKey(target) });
      onRestored(restored);
    },
    onError: () => setAsking(false),
  });
  const headingId = `${useId()}-chosen`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line bg-paper p-3">
      <h4 id={headingId} className="font-semibold text-ink">
        {words.chosen(when)}
      </h4>
      {snapshot.isPending && <p className="text-sm text-muted">{words.versionLoading}</p>}
      {snapshot.isError && <FormMessage kind="error">{errorMessage(snapshot.error, words.versionFailed)}</FormMessage>}
      {snapshot.data && (
        <ComparisonView
          comparison={compare(snapshot.data)}
          before={words.thisVersion}
          after={words.current}
          copy={copy.revisions.compare}
        />
      )}
      <FormMessage kind="error">
        {restore.isError ? errorMessage(restore.error, words.restoreFailed) : null}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={!snapshot.data || restore.isPending} onClick={() => setAsking(true)}>
          {restore.isPending ? words.restoring : words.restore}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {words.close}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={words.confirmTitle}
        confirmLabel={words.restore}
        cancelLabel={words.cancel}
        tone="primary"
        busy={restore.isPending}
        onConfirm={() => restore.mutate()}
        onCancel={() => setAsking(false)}
      >
        {words.confirmBody(when)}
      </ConfirmDialog>
    </section>
  );
}

/**
 * An item's history beside its editor (docs/product.md, "Revisions and edit conflicts"): every save, newest first
 * (when, who, what, status); Compare shows that version against the current
 * one, field by field; Restore brings it back after asking, and the editor
 * reloads with it (`onRestored`).
 */
export function HistoryPanel<T>({
  title,
  ...history
}: HistoryOf<T> & {
  /** the heading, when it must say more than "History" (a page's language) */
  title?: string;
}) {
  const { target, copy } = history;
  const words = copy.revisions.history;
  const dates = useAdminDates();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: revisionsKey(target),
    queryFn: ({ signal }) => revisionsApi.list(target, signal),
  });
  const headingId = useId();
  const revisions = list.data ?? [];
  const picked = revisions.find((r) => r.id === chosen);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-display text-lg font-bold text-brand-900">
        {title ?? words.title}
      </h3>
      <p className="text-sm text-muted">{words.intro}</p>
      {list.isPending && <p className="text-sm text-muted">{words.loading}</p>}
      {list.isError && <FormMessage kind="error">{errorMessage(list.error, words.loadFailed)}</FormMessage>}
      {list.data && revisions.length === 0 && <p className="text-sm">{words.empty}</p>}
      {revisions.length > 0 && (
        <ol
          aria-label={words.caption}
          className="max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line bg-white"
        >
          {revisions.map((revision) => {
            const when = dates.eat(revision.created_at);
            return (
              <li key={revision.id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{when}</p>
                  <p className="text-muted">
                    {[authorName(revision.author) ?? words.unknownAuthor, statusLabel(revision.status, copy.statuses)]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  {revision.summary && <p className="break-words text-ink">{revision.summary}</p>}
                </div>
                <Button
                  size="sm"
                  variant={chosen === revision.id ? "primary" : "outline"}
                  aria-label={words.compareWith(when)}
                  aria-pressed={chosen === revision.id}
                  onClick={() => setChosen(chosen === revision.id ? null : revision.id)}
                >
                  {words.compare}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {picked && (
        <ChosenVersion<T>
          key={picked.id}
          {...history}
          revision={picked}
          when={dates.eat(picked.created_at)}
          copy={copy}
          onClose={() => setChosen(null)}
          onRestored={(restored) => {
            setChosen(null);
            history.onRestored(restored);
          }}
        />
      )}
    </section>
  );
}
