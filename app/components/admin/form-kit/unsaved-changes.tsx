import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import type { adminCopy } from "../../../content/admin.ts";
import { getToken } from "../../../lib/admin-session.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * Work is never lost by leaving: forms report whether they hold unsaved changes;
 * closing the tab (beforeunload) or navigating in the app then asks first.
 * Leaving because the session ended does not ask: the drafts stay in sessionStorage.
 */
type Guard = {
  setDirty: (key: string, dirty: boolean) => void;
  /** Runs `action` at once, or after the staff member confirms leaving unsaved work. */
  confirmLeave: (action: () => void) => void;
};

const GuardContext = createContext<Guard>({ setDirty: () => {}, confirmLeave: (action) => action() });

export function useUnsavedChanges(key: string, dirty: boolean): void {
  const { setDirty } = useContext(GuardContext);
  useEffect(() => {
    setDirty(key, dirty);
    return () => setDirty(key, false);
  }, [key, dirty, setDirty]);
}

export function useConfirmLeave() {
  return useContext(GuardContext).confirmLeave;
}

export function UnsavedChangesGuard({ children, copy }: { children: ReactNode; copy: typeof adminCopy.unsaved }) {
  const dirtyKeys = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const setDirty = useCallback((key: string, dirty: boolean) => {
    if (dirty) dirtyKeys.current.add(key);
    else dirtyKeys.current.delete(key);
    setAnyDirty(dirtyKeys.current.size > 0);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyDirty && getToken() !== null && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirtyKeys.current.size > 0 && getToken() !== null) {
        event.preventDefault();
        event.returnValue = "";
      }
    }, []),
  );

  const confirmLeave = useCallback((action: () => void) => {
    if (dirtyKeys.current.size > 0) setPending(() => action);
    else action();
  }, []);

  const guard = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);
  const asking = blocker.state === "blocked" || pending !== null;

  return (
    <GuardContext.Provider value={guard}>
      {children}
      <ConfirmDialog
        open={asking}
        title={copy.title}
        confirmLabel={copy.leave}
        cancelLabel={copy.stay}
        onConfirm={() => {
          if (blocker.state === "blocked") blocker.proceed();
          pending?.();
          setPending(null);
        }}
        onCancel={() => {
          if (blocker.state === "blocked") blocker.reset();
          setPending(null);
        }}
      >
        {copy.body}
      </ConfirmDialog>
    </GuardContext.Provider>
  );
}
