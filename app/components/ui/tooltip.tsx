import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

/** Spec section 9: tooltips open after 700 ms; within 300 ms of another closing they open at once. */
export const TOOLTIP_OPTIONS = { delayDuration: 700, skipDelayDuration: 300 } as const;

let lastClosedAt = Number.NEGATIVE_INFINITY;

type TriggerProps = {
  "aria-describedby"?: string;
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

/** A short hint on hover or focus; the trigger keeps its own accessible name. Escape hides it. */
export function Tooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_OPTIONS.skipDelayDuration;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPTIONS.delayDuration);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      lastClosedAt = performance.now();
      setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const props = children.props;
  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        "aria-describedby": open ? id : props["aria-describedby"],
        onMouseEnter: (e: MouseEvent) => {
          props.onMouseEnter?.(e);
          show();
        },
        onMouseLeave: (e: MouseEvent) => {
          props.onMouseLeave?.(e);
          hide();
        },
        onFocus: (e: FocusEvent) => {
          props.onFocus?.(e);
          show();
        },
        onBlur: (e: FocusEvent) => {
          props.onBlur?.(e);
          hide();
        },
      })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute bottom-full left-1/2 z-[70] mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
        >
          {content}
        </span>
      )}
    </span>
  );
}
