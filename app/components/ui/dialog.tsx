import { type ReactNode, useEffect, useId, useRef } from "react";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Icon } from "./icon.tsx";

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = "",
  closeLabel: givenCloseLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** the close button's name; public pages take the shell's, the admin gives its own */
  closeLabel?: string;
}) {
  const labels = useCardLabels();
  const closeLabel = givenCloseLabel ?? labels.close;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    onClose();
    opener.current?.focus();
    opener.current = null;
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the keyboard way
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close();
      }}
      className={`m-auto max-h-[92vh] w-[min(36rem,calc(100vw-1.5rem))] overflow-y-auto rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${className}`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-white px-5 py-4 sm:px-6">
        <h2 id={titleId} className="font-display text-xl font-bold text-brand-800 sm:text-2xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={closeLabel}
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-brand-50"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{open && children}</div>
    </dialog>
  );
}
