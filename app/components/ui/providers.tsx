import * as Tooltip from "@radix-ui/react-tooltip";
import type { CSSProperties, ReactNode } from "react";
import { Toaster } from "sonner";

/** Spec section 9: toasts 4000 ms, 3 visible, 14 px gap, 356 px wide, Alt+T; tooltips 700 ms / 300 ms. */
export const TOAST_OPTIONS = { duration: 4000, visibleToasts: 3, gap: 14, width: 356 } as const;
export const TOOLTIP_OPTIONS = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** Mounted once in the public layout: the toaster and the tooltip provider. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider {...TOOLTIP_OPTIONS}>
      {children}
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
    </Tooltip.Provider>
  );
}
