import { type ComponentType, type CSSProperties, useEffect, useRef, useState } from "react";
import type { ToasterProps } from "sonner";
import { registerToastHost } from "./notify.ts";

/** Spec section 9: toasts 4000 ms, 3 visible, 14 px gap, 356 px wide, Alt+T. */
export const TOAST_OPTIONS = { duration: 4000, visibleToasts: 3, gap: 14, width: 356 } as const;

/** Renders sonner's <Toaster> once the first toast asks for it (see notify.ts). */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const ready = useRef<(() => void) | null>(null);

  useEffect(
    () =>
      registerToastHost(
        (sonner) =>
          new Promise<void>((resolve) => {
            ready.current = resolve;
            setToaster(() => sonner.Toaster);
          }),
      ),
    [],
  );
  // Parent effects run after their children's: by now the Toaster listens for toasts.
  useEffect(() => {
    if (Toaster) ready.current?.();
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_OPTIONS.duration}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      gap={TOAST_OPTIONS.gap}
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
      style={{ "--width": `${TOAST_OPTIONS.width}px` } as CSSProperties}
    />
  );
}
