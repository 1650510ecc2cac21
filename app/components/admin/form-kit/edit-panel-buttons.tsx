import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { FormMessage } from "./fields.tsx";

/** Save and Cancel of a row's edit panel, with the save failure above them. */
export function EditPanelButtons({
  pending,
  failure,
  onCancel,
  copy,
}: {
  pending: boolean;
  failure: string | null;
  onCancel: () => void;
  copy: typeof adminCopy.table;
}) {
  return (
    <>
      <FormMessage kind="error">{failure}</FormMessage>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? copy.saving : copy.save}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </>
  );
}
