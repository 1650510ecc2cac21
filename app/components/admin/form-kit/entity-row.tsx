import { type ReactNode, useState } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { KiswahiliMissingBadge } from "../content/kiswahili-missing-badge.tsx";
import { EditRow, wideOnly } from "./data-table.tsx";
import { FormMessage } from "./fields.tsx";
import { RowActions } from "./row-actions.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { hasDraft } from "./use-draft.ts";

/**
 * One row of a dashboard table: title with its status and address, the wide
 * columns, Edit (expands `editor` beneath) and Delete.
 */
export function EntityRow({
  title,
  publishedAt,
  address,
  cells,
  draftKey,
  editable = true,
  onDelete,
  editor,
  copy,
  translations,
}: {
  title: string;
  publishedAt: string | null;
  address: string;
  cells: ReactNode[];
  draftKey: string;
  editable?: boolean;
  onDelete?: () => Promise<unknown>;
  editor: (close: (saved: boolean) => void) => ReactNode;
  copy: typeof adminCopy.table;
  /** the languages it has a version in besides English (the "Kiswahili missing" badge) */
  translations?: readonly string[] | undefined;
}) {
  // A row whose edit was interrupted (session ended, tab reloaded) reopens with its draft.
  const [editing, setEditing] = useState(() => hasDraft(draftKey));
  const [saved, setSaved] = useState(false);
  return (
    <>
      <tr className="align-top">
        <td className="px-4 py-3 sm:px-6">
          <p className="font-semibold text-ink">{title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
            <StatusBadge publishedAt={publishedAt} labels={copy.statuses} scheduledFor={copy.scheduledFor} />
            <KiswahiliMissingBadge translations={translations} label={copy.kiswahiliMissing} />
            <span className="break-all">{address}</span>
          </p>
          {saved && (
            <div className="mt-2">
              <FormMessage kind="success">{copy.saved}</FormMessage>
            </div>
          )}
        </td>
        {cells.map((cell, index) => (
          <td key={index} className={`px-4 py-3 ${wideOnly}`}>
            {cell}
          </td>
        ))}
        <td className="px-4 py-3">
          <RowActions
            title={title}
            editing={editing}
            editable={editable}
            onEdit={() => {
              setSaved(false);
              setEditing((open) => !open);
            }}
            onDelete={onDelete}
            copy={copy}
          />
        </td>
      </tr>
      {editing && editable && (
        <EditRow span={cells.length + 2}>
          {editor((wasSaved) => {
            setEditing(false);
            setSaved(wasSaved);
          })}
        </EditRow>
      )}
    </>
  );
}
