import { isoDate } from "../../../shared/format-date.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";

/** 'Applications close 15 Mar 2026' under an opening that has a closing date. */
export function ClosingNote({ closesAt }: { closesAt: string | null }) {
  const formats = useFormats();
  const labels = useCardLabels();
  if (!closesAt) return null;
  return (
    <p className="text-sm font-semibold text-accent-600">
      {labels.applicationsClose} <time dateTime={isoDate(closesAt)}>{formats.date(closesAt, "short")}</time>
    </p>
  );
}
