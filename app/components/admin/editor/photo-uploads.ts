import { useCallback, useRef, useState } from "react";
import { uploadFile } from "../../../lib/api-client.ts";
import { errorMessage } from "../form-kit/error-message.ts";

export type PendingUpload = { key: string; name: string; progress: number; error: string | null };

/** At most this many photos travel at once; the rest wait their turn. */
const PARALLEL = 3;

/**
 * Many files at once, each with its own progress (0..1) and error. `onDone`
 * gets each uploaded URL in the order the files were chosen.
 */
export function usePhotoUploads(failedText: string) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const counter = useRef(0);

  const start = useCallback(
    async (files: File[], onDone: (uploaded: Array<{ url: string; file: File }>) => void) => {
      const update = (key: string, change: Partial<PendingUpload>) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
      const jobs = files.map((file) => ({ file, key: `u${++counter.current}` }));
      setPending((list) => [
        ...list,
        ...jobs.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
      ]);
      const results: Array<{ url: string; file: File } | null> = new Array(jobs.length).fill(null);
      let next = 0;
      async function worker() {
        while (next < jobs.length) {
          const index = next++;
          const { file, key } = jobs[index]!;
          try {
            const { url } = await uploadFile(file, (progress) => update(key, { progress }));
            results[index] = { url, file };
            setPending((list) => list.filter((p) => p.key !== key));
          } catch (error) {
            update(key, { error: errorMessage(error, failedText) });
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
      onDone(results.filter((r): r is { url: string; file: File } => r !== null));
    },
    [failedText],
  );

  const dismiss = (key: string) => setPending((list) => list.filter((p) => p.key !== key));
  return { pending, start, dismiss };
}
