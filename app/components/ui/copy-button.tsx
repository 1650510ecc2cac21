import { fillIn } from "../../../shared/fill-in.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Icon } from "./icon.tsx";
import { notify } from "./notify.ts";
import { Tooltip } from "./tooltip.tsx";

/** Writes text to the clipboard; falls back to a hidden textarea and execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** A labelled copy button: a toast confirms, or tells the visitor to copy by hand. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const labels = useCardLabels();
  const lower = what.toLowerCase();
  async function copy() {
    if (await copyText(value)) notify.success(fillIn(labels.copiedWhat, { what }), value);
    else notify.error(fillIn(labels.copyFailed, { what: lower }), fillIn(labels.copyByHand, { value }));
  }
  const label = fillIn(labels.copyWhat, { what: lower });
  return (
    <Tooltip content={label}>
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className="inline-flex size-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
      >
        <Icon name="copy" className="size-4.5" />
      </button>
    </Tooltip>
  );
}
