import { useState } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { errorMessage } from "./error-message.ts";
import { FormMessage } from "./fields.tsx";

/** Edit and Delete for one table row; Delete asks first and says why it failed. */
export function RowActions({
  title,
  editing,
  editable = true,
  onEdit,
  onDelete,
  copy,
}: {
  title: string;
  editing: boolean;
  /** false: the role may not change this item, no Edit button */
  editable?: boolean;
  onEdit: () => void;
  /** absent: the role may not delete, no Delete button */
  onDelete?: () => Promise<unknown>;
  copy: typeof adminCopy.table;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete() {
    setBusy(true);
    setError(null);
    try {
      await onDelete?.();
      setAsking(false);
    } catch (failure) {
      setAsking(false);
      setError(errorMessage(failure, copy.deleteFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {editable && (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={editing}
            aria-label={`${copy.edit} ${title}`}
            onClick={onEdit}
          >
            {copy.edit}
          </Button>
        )}
        {onDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-accent-700"
            aria-label={`${copy.delete} ${title}`}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {busy ? copy.deleting : copy.delete}
          </Button>
        )}
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      <ConfirmDialog
        open={asking}
        title={copy.confirmDeleteTitle}
        confirmLabel={copy.delete}
        cancelLabel={copy.cancel}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(false)}
      >
        {copy.confirmDeleteBody(title)}
      </ConfirmDialog>
    </div>
  );
}
