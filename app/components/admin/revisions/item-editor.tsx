import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import { publishStatus } from "../../../../shared/publishing.ts";
import { type FormValues, valuesOf } from "../content/collection-values.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { forgetDraft, readDraft } from "../form-kit/use-draft.ts";
import { refreshAfterChange } from "../shell/admin-api.ts";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { compareValues, valuesText } from "./compare-fields.ts";
import { KeptText } from "./conflict-panel.tsx";
import { compareWordsOf, type HistoryCopy, HistoryPanel } from "./history-panel.tsx";
import { PreviewLinksPanel } from "./preview-links-panel.tsx";
import { type ItemKind, itemTarget, type StoredItemFields } from "./revisions-api.ts";

/** Loads another version into the editor (a restored one, or theirs after a conflict), keeping `kept` text to copy. */
export type Reload = (next: StoredItemFields, kept?: string) => void;

/**
 * The editor of one stored item with its history beside it (docs/product.md, "Revisions and edit conflicts"), and
 * preview links while it is a draft. `children` draws the form for the version
 * loaded; restoring a version, or taking theirs in a conflict, forgets the
 * draft and draws the form again from that version.
 */
export function ItemEditor({
  kind,
  item,
  definition,
  draftKey,
  refresh,
  copy,
  children,
}: {
  kind: ItemKind;
  item: StoredItemFields;
  definition: CollectionDefinition;
  /** where the form keeps its draft (forgotten on reload) */
  draftKey: string;
  refresh: QueryKey;
  copy: HistoryCopy;
  children: (loaded: StoredItemFields, reload: Reload) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const dates = useAdminDates();
  const [loaded, setLoaded] = useState(item);
  const [generation, setGeneration] = useState(0);
  const [kept, setKept] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The newest of the list's item and the one loaded here is "current" for comparisons.
  const current = (item.version ?? 0) >= (loaded.version ?? 0) ? item : loaded;
  const reload = (next: StoredItemFields, keptText?: string) => {
    // Text typed and not saved is kept to copy from, whatever replaces it.
    const typed = readDraft<{ values?: FormValues }>(draftKey)?.values;
    keptText ??= typed ? valuesText(definition, typed, compareWordsOf(copy.revisions)) : undefined;
    forgetDraft(draftKey);
    setLoaded(next);
    setGeneration((n) => n + 1);
    setKept(keptText ?? null);
    setNotice(null);
    void refreshAfterChange(queryClient, refresh);
  };
  const draft = publishStatus(current.published_at ?? null) !== "Published";
  const target = itemTarget(kind, item.id);
  // A saved version against the current one, field by field, and its publication time when it has one.
  const compare = (snapshot: Record<string, unknown>) =>
    compareValues(
      definition,
      valuesOf(definition, snapshot),
      valuesOf(definition, current),
      compareWordsOf(copy.revisions),
      "published_at" in snapshot
        ? {
            before: (snapshot.published_at as string | null) ?? null,
            after: current.published_at ?? null,
            say: dates.eat,
          }
        : undefined,
    );
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-4">
        <FormMessage kind="success">{notice}</FormMessage>
        {kept !== null && (
          <div className="p-4 pb-0">
            <KeptText
              text={kept}
              label={copy.revisions.conflict.mine}
              closeLabel={copy.revisions.conflict.closeMine}
              onClose={() => setKept(null)}
            />
          </div>
        )}
        <div key={generation}>{children(loaded, reload)}</div>
      </div>
      <aside className="min-w-0 space-y-8 border-line p-4 xl:border-l">
        <HistoryPanel<StoredItemFields>
          target={target}
          version={current.version}
          compare={compare}
          copy={copy}
          onRestored={(restored) => {
            reload(restored);
            setNotice(copy.revisions.history.restored);
          }}
        />
        {draft && <PreviewLinksPanel target={target} copy={copy.revisions.preview} />}
      </aside>
    </div>
  );
}
