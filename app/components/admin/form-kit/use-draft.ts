import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Form state mirrored to sessionStorage, so typed work survives a reload, an
 * expired session (sign in again and it is back) or an accidental close of the tab.
 */
const PREFIX = "uraia_admin_draft:";

function read<T>(key: string): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, if any. */
export function readDraft<T>(key: string): T | null {
  return typeof window === "undefined" ? null : read<T>(key);
}

export function hasDraft(key: string): boolean {
  return typeof window !== "undefined" && read(key) !== null;
}

/** Forgets every saved draft (after signing out on purpose). */
export function clearAllDrafts(): void {
  try {
    for (const name of Object.keys(window.sessionStorage)) {
      if (name.startsWith(PREFIX)) window.sessionStorage.removeItem(name);
    }
  } catch {
    // storage unavailable: nothing kept
  }
}

export function useDraft<T extends object>(key: string, initial: T) {
  const initialRef = useRef(initial);
  const [value, setValue] = useState<T>(() =>
    typeof window === "undefined" ? initial : { ...initial, ...read<T>(key) },
  );
  const dirty = JSON.stringify(value) !== JSON.stringify(initialRef.current);

  useEffect(() => {
    try {
      if (dirty) window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
      else window.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // storage full or disabled: the form still works, only without the backup
    }
  }, [key, value, dirty]);

  /** Merges a change; a function gets the latest value (for changes that arrive late, like finished uploads). */
  const update = useCallback(
    (patch: Partial<T> | ((current: T) => Partial<T>)) =>
      setValue((current) => ({ ...current, ...(typeof patch === "function" ? patch(current) : patch) })),
    [],
  );
  /** Back to the initial values and no draft (after a successful save or a cancel). */
  const reset = useCallback(() => {
    try {
      window.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing to remove
    }
    setValue(initialRef.current);
  }, [key]);

  return { value, update, reset, dirty };
}

/** Forgets one saved draft (its editor reloads with a version from the server). */
export function forgetDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing to forget
  }
}
