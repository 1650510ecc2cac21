import { useState } from "react";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "./error-message.ts";
import { FormMessage } from "./fields.tsx";

/** A staff export (CSV download) with its own error line when the download fails. */
export function ExportButton({
  label,
  ariaLabel,
  onExport,
}: {
  label: string;
  /** a fuller name when several export buttons share one page */
  ariaLabel?: string;
  onExport: () => Promise<void>;
}) {
  const [error, setError] = useState("");
  return (
    <div className="ml-auto flex flex-col items-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={ariaLabel}
        onClick={() =>
          onExport()
            .then(() => setError(""))
            .catch((e: unknown) => setError(errorMessage(e, label)))
        }
      >
        {label}
      </Button>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
