import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { type FormValues, valuesOf } from "../content/collection-values.ts";
import type { CurrentItem } from "../form-kit/edit-conflict.ts";
import { inputClass } from "../form-kit/fields.tsx";
import { type PublishChoice, publishedAtFor } from "../form-kit/publish-at-field.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { compareValues, valuesText } from "./compare-fields.ts";
import { ComparisonView } from "./comparison-view.tsx";
import { compareWordsOf } from "./history-panel.tsx";
import { REVISIONS_ROOT } from "./revisions-api.ts";

type Copy = typeof adminCopy.revisions;

/** Puts text on the clipboard; false when the browser does not allow it here. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Read-only text to select and copy from: what was typed, kept whatever is chosen. */
export function KeptText({
  text,
  label,
  onClose,
  closeLabel,
}: {
  text: string;
  label: string;
  onClose?: () => void;
  closeLabel?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea id={id} readOnly value={text} rows={8} className={`${inputClass} font-mono text-sm`} />
      {onClose && closeLabel && (
        <Button size="sm" variant="ghost" onClick={onClose}>
          {closeLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * "Someone else saved this" (docs/product.md, "Revisions and edit conflicts"): what differs between their version and
 * the one typed here, and three ways on: keep mine (save over theirs), take
 * theirs (the editor reloads with it; the typed text stays to copy), copy mine.
 */
export function ConflictPanel({
  definition,
  current,
  mine,
  storedPublishedAt,
  copy,
  onKeepMine,
  onTakeTheirs,
  pending,
}: {
  definition: CollectionDefinition;
  /** their version, as the server now holds it */
  current: CurrentItem;
  /** the draft whose save was refused */
  mine: { values: FormValues; publish: PublishChoice };
  /** the publication time the editor opened with ("keep" keeps it) */
  storedPublishedAt: string | null;
  copy: Copy;
  onKeepMine: () => void;
  onTakeTheirs: (mineText: string) => void;
  pending: boolean;
}) {
  const words = copy.conflict;
  const dates = useAdminDates();
  const [copied, setCopied] = useState<boolean | null>(null);
  const headingId = useId();
  const queryClient = useQueryClient();
  // Their save is in the history now: the panel beside the editor shows it.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: REVISIONS_ROOT });
  }, [queryClient]);
  const compareWords = compareWordsOf(copy);
  const mineText = valuesText(definition, mine.values, compareWords);
  const comparison = compareValues(definition, valuesOf(definition, current), mine.values, compareWords, {
    before: current.published_at ?? null,
    after: publishedAtFor(mine.publish, storedPublishedAt),
    say: dates.eat,
  });
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border-2 border-gold-400 bg-gold-100/40 p-4">
      {/* announced once when it appears; the comparison below is read on demand */}
      <div role="alert" className="space-y-2">
        <h3 id={headingId} className="font-display text-lg font-bold text-ink">
          {words.title}
        </h3>
        <p className="text-sm text-ink">{words.body}</p>
      </div>
      <ComparisonView comparison={comparison} before={words.theirs} after={words.yours} copy={copy.compare} />
      <ul className="grid gap-3 sm:grid-cols-3">
        <li className="space-y-1">
          <Button size="sm" disabled={pending} onClick={onKeepMine}>
            {words.keepMine}
          </Button>
          <p className="text-xs text-muted">{words.keepMineHint}</p>
        </li>
        <li className="space-y-1">
          <Button size="sm" variant="outline" disabled={pending} onClick={() => onTakeTheirs(mineText)}>
            {words.takeTheirs}
          </Button>
          <p className="text-xs text-muted">{words.takeTheirsHint}</p>
        </li>
        <li className="space-y-1">
          <Button size="sm" variant="outline" onClick={async () => setCopied(await copyText(mineText))}>
            {words.copyMine}
          </Button>
        </li>
      </ul>
      {copied !== null && (
        <>
          <p role="status" className="text-sm font-semibold text-brand-800">
            {copied ? words.copied : words.copyFailed}
          </p>
          <KeptText text={mineText} label={words.mine} />
        </>
      )}
    </section>
  );
}
