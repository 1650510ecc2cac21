import { counted } from "../../../../shared/counted.ts";
import type { DiffPart } from "../../../../shared/word-diff.ts";
import type { AdminRevisionsCopy } from "../../../content/admin-revisions.ts";
import type { Comparison } from "./compare-fields.ts";

const addedClass = "rounded-sm bg-brand-50 text-brand-900 underline decoration-2 underline-offset-2";
const removedClass = "rounded-sm bg-accent-50 text-accent-700 line-through decoration-2";

/**
 * One field's words with what was added and removed marked: <ins> underlined,
 * <del> struck through, each also read out as "added:" / "removed:" so the
 * marks are never colour alone.
 */
export function DiffText({ parts, copy }: { parts: DiffPart[]; copy: AdminRevisionsCopy["compare"] }) {
  if (parts.length === 0) return <span className="text-muted">{copy.empty}</span>;
  return (
    <span className="whitespace-pre-wrap break-words">
      {parts.map((part, index) => {
        if (part.kind === "same") return <span key={index}>{part.text}</span>;
        // The spaces after a changed word stay outside its mark.
        const words = part.text.trimEnd();
        const after = part.text.slice(words.length);
        return (
          <span key={index}>
            {part.kind === "added" ? (
              <ins className={addedClass}>
                <span className="sr-only">{copy.added} </span>
                {words}
              </ins>
            ) : (
              <del className={removedClass}>
                <span className="sr-only">{copy.removed} </span>
                {words}
              </del>
            )}
            {after}
          </span>
        );
      })}
    </span>
  );
}

/**
 * Two versions field by field: a legend naming each side, then every field
 * that differs with its words marked, and how many fields are the same.
 */
export function ComparisonView({
  comparison,
  before,
  after,
  copy,
}: {
  comparison: Comparison;
  /** the side whose words are marked removed, e.g. "the chosen version" */
  before: string;
  /** the side whose words are marked added, e.g. "the current version" */
  after: string;
  copy: AdminRevisionsCopy["compare"];
}) {
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        <li>
          <span aria-hidden="true" className={`${removedClass} mr-2 px-1`}>
            {copy.sample}
          </span>
          {copy.legendRemoved(before)}
        </li>
        <li>
          <span aria-hidden="true" className={`${addedClass} mr-2 px-1`}>
            {copy.sample}
          </span>
          {copy.legendAdded(after)}
        </li>
      </ul>
      {comparison.changed.length === 0 ? (
        <p className="text-sm font-semibold">{copy.none}</p>
      ) : (
        <dl className="divide-y divide-line rounded-lg border border-line bg-white">
          {comparison.changed.map((change) => (
            <div key={change.field} className="grid gap-1 px-3 py-2">
              <dt className="text-sm font-semibold text-ink">{change.label}</dt>
              <dd className="text-sm text-ink">
                <DiffText parts={change.parts} copy={copy} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {comparison.unchanged > 0 && comparison.changed.length > 0 && (
        <p className="text-sm text-muted">{counted(copy.unchanged, comparison.unchanged)}</p>
      )}
    </div>
  );
}
