import { useCallback, useEffect, useRef, useState } from "react";
import { CLOSE_DELAY_MS } from "../pdf-reader/reader-settings.ts";

function setDocParam(slug: string | null) {
  const url = new URL(window.location.href);
  if (slug) url.searchParams.set("doc", slug);
  else url.searchParams.delete("doc");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Which publication the reader shows. Closing hides the reader at once and
 * clears the selection after 300 ms. With `syncUrl`, the address follows
 * (?doc={slug}) without a navigation, so the open reader can be shared.
 */
export function useReader<P extends { slug: string }>(initial: P | null, syncUrl: boolean) {
  const [selected, setSelected] = useState<P | null>(initial);
  const [open, setOpen] = useState(initial !== null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const openReader = useCallback(
    (publication: P) => {
      clearTimeout(timer.current);
      setSelected(publication);
      setOpen(true);
      if (syncUrl) setDocParam(publication.slug);
    },
    [syncUrl],
  );

  const closeReader = useCallback(() => {
    setOpen(false);
    if (syncUrl) setDocParam(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSelected(null), CLOSE_DELAY_MS);
  }, [syncUrl]);

  return { selected, open, openReader, closeReader };
}
