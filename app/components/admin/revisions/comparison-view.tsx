import type { DiffPart } from "../../../../shared/word-diff.ts";
import type { AdminRevisionsCopy } from "../../../content/admin-revisions.ts";
import type { Comparison } from "./compare-fields.ts";

/**
 * One field's words with what was added and removed marked: <ins> underlined,
 * <del> struck through, each also read out as "added:" / "removed:" so the
 * marks are never colour alone.
 */
export function DiffText({ parts, copy }: { parts: DiffPart[]; copy: AdminRevisionsCopy["compare"] }) {
  if (parts.length === 0) return <span className="text-muted">{copy.empty}</span>;
  return (
    <span className="whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins key={index} className="rounded-sm bg-brand-50 text-brand-900 underline decoration-2 underline-offset-2">
            <span className="sr-only">{copy.added} </span>
            {part.text}
          </ins>
        ) : (
          <del key={index} className="rounded-sm bg-accent-50 text-accent-700 line-through decoration-2">
            <span className="sr-only">{copy.removed} </span>
            {part.text}
          </del>
        ),
      )}
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
          <span className="text-accent-700 line-through decoration-2">{copy.legendRemoved(before)}</span>
        </li>
        <li>
          <span className="text-brand-900 underline decoration-2 underline-offset-2">{copy.legendAdded(after)}</span>
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
        <p className="text-sm text-muted">{copy.unchanged(comparison.unchanged)}</p>
      )}
    </div>
  );
}
