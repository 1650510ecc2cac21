import { useEffect, useState } from "react";
import type { Album } from "../../../shared/collections/index.ts";
import { apiUrl } from "../../lib/api-base.ts";
import { useLocale } from "../../lib/locale.ts";

export type AlbumLoad =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; album: Album };

/**
 * One published album with its sets, fetched when `id` is set (GET /api/albums/{id}), in
 * the page's language (`?locale=sw` on a Kiswahili page: its sets' Kiswahili names and alt texts).
 * `retry` asks again after a failure; a request still under way when `id` changes is dropped.
 */
export function useAlbum(id: number | null): { load: AlbumLoad; retry: () => void } {
  const [load, setLoad] = useState<AlbumLoad>({ state: "idle" });
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again for the same album
  useEffect(() => {
    if (id === null) {
      setLoad({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: "loading" });
    const query = locale === "en" ? "" : `?locale=${locale}`;
    fetch(apiUrl(`/api/albums/${id}${query}`), { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`album ${id}: ${res.status}`);
        setLoad({ state: "ready", album: (await res.json()) as Album });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [id, attempt, locale]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
