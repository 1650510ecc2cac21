import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "../../../lib/api-client.ts";
import { errorMessage } from "./error-message.ts";

export type UploadState = { progress: number | null; error: string | null };

/** One upload at a time with its progress (0..1) and its error (`failedMessage` or the server's). */
export function useUpload(failedMessage: string) {
  const [state, setState] = useState<UploadState>({ progress: null, error: null });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ progress: 0, error: null });
      try {
        const { url } = await uploadFile(file, (progress) => setState({ progress, error: null }), controller.signal);
        if (!url) throw new Error("no url");
        setState({ progress: null, error: null });
        return url;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState({ progress: null, error: errorMessage(error, failedMessage) });
        return null;
      }
    },
    [failedMessage],
  );

  return { ...state, uploading: state.progress !== null, upload };
}
