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
  async function copy() {
    if (await copyText(value)) notify.success(`${what} copied`, value);
    else notify.error(`Could not copy the ${what.toLowerCase()}`, `Please select and copy it by hand: ${value}`);
  }
  return (
    <Tooltip content={`Copy ${what.toLowerCase()}`}>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${what.toLowerCase()}`}
        className="inline-flex size-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
      >
        <Icon name="copy" className="size-4.5" />
      </button>
    </Tooltip>
  );
}
