import type { ReactNode } from "react";
import { ToastHost } from "./toast-host.tsx";

/** Mounted once in the public layout: the page and the (lazily loaded) toaster. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
