import { type DOMAttributes, type ReactNode, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen modal layer on the native <dialog> (the PDF reader, the gallery
 * lightbox and album modal): showModal() makes the page behind inert, Tab and
 * Shift+Tab wrap inside, Escape or a click on the backdrop calls onClose, and
 * focus returns to what opened it. The parent owns `open`. Content that fills
 * the layer marks its empty parts `pointer-events-none` so a click there is a
 * click on the backdrop.
 */
export function Overlay({
  open,
  onClose,
  label,
  children,
  className = "",
  onKeyDown,
  gestures,
}: {
  open: boolean;
  onClose: () => void;
  /** accessible name of the dialog */
  label: string;
  children: ReactNode;
  className?: string;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
  /** wheel and touch handlers on the whole layer (the lightbox's browsing) */
  gestures?: Pick<DOMAttributes<HTMLDialogElement>, "onWheel" | "onTouchStart" | "onTouchEnd">;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  function handleKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) closeRef.current();
      }}
      onKeyDown={handleKeyDown}
      {...gestures}
      className={`m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-ink/85 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
