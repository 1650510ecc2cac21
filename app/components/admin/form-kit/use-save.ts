import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { errorMessage } from "./error-message.ts";

export type SaveState = { busy?: boolean; done?: string; error?: string; fields?: Record<string, string> };

/**
 * One form's save: busy while the call runs, then the success message or the
 * server's message with its per-field details (`fieldsOf` may rename them).
 */
export function useSave(failed: string) {
  const [state, setState] = useState<SaveState>({});
  async function save(
    action: () => Promise<unknown>,
    done: string,
    fieldsOf: (error: ApiError) => Record<string, string> | undefined = (error) => error.details,
  ): Promise<boolean> {
    setState({ busy: true });
    try {
      await action();
      setState({ done });
      return true;
    } catch (failure) {
      const fields = failure instanceof ApiError ? fieldsOf(failure) : undefined;
      setState({ error: errorMessage(failure, failed), fields });
      return false;
    }
  }
  return { state, save };
}
