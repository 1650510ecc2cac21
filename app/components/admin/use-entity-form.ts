import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "../../../shared/validation-details.ts";
import { refreshAfterChange } from "./admin-api.ts";
import { errorMessage } from "./error-message.ts";
import { checkPayload, serverFieldErrors } from "./form-errors.ts";
import { type PublishChoice, publishChoiceError } from "./publish-at-field.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";
import { useDraft } from "./use-draft.ts";

/**
 * One create or edit form: its draft (kept in sessionStorage and guarded against
 * leaving), checked against the shared schema, sent, and the table refreshed.
 * A failed save keeps every field as typed and says why.
 */
export function useEntityForm<Draft extends { publish: PublishChoice }, Input>(options: {
  draftKey: string;
  initial: Draft;
  toInput: (draft: Draft) => Input;
  schema: z.ZodType;
  send: (input: Input) => Promise<unknown>;
  refresh: QueryKey;
  failedMessage: string;
  /** said when a scheduled publish has no valid time */
  timeRequired: string;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const { value: draft, update, reset, dirty } = useDraft(options.draftKey, options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  useUnsavedChanges(options.draftKey, dirty);

  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: async () => {
      reset();
      setErrors({});
      await refreshAfterChange(queryClient, options.refresh);
      options.onSaved?.();
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = options.toInput(draft);
    const scheduleError = publishChoiceError(draft.publish, options.timeRequired);
    const found = { ...checkPayload(options.schema, input), ...(scheduleError ? { published_at: scheduleError } : {}) };
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(input);
  }

  return {
    draft,
    update,
    reset,
    errors,
    submit,
    pending: mutation.isPending,
    failure: mutation.isError ? errorMessage(mutation.error, options.failedMessage) : null,
  };
}
