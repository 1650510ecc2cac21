import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "../../../../shared/validation-details.ts";
import { refreshAfterChange } from "../shell/admin-api.ts";
import { useAdminLanguage } from "../shell/admin-locale.tsx";
import { type CurrentItem, conflictOf, withVersion } from "./edit-conflict.ts";
import { errorMessage } from "./error-message.ts";
import { checkPayload, serverFieldErrors } from "./form-errors.ts";
import { type PublishChoice, publishChoiceError } from "./publish-at-field.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";
import { useDraft } from "./use-draft.ts";

/**
 * One create or edit form: its draft (kept in sessionStorage and guarded against
 * leaving), checked against the shared schema, sent, and the table refreshed.
 * A failed save keeps every field as typed and says why. An edit's draft holds
 * the `version` it opened; a save refused because someone saved since (409)
 * keeps the draft and gives `conflict` (theirs, and the draft sent) to resolve:
 * `keepMine` saves again over their version, `dismissConflict` drops the question.
 */
export function useEntityForm<Draft extends { publish: PublishChoice; version?: number | undefined }, Input>(options: {
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
  const language = useAdminLanguage();
  const { value: draft, update, reset, dirty } = useDraft(options.draftKey, options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<{ current: CurrentItem; mine: Draft } | null>(null);
  const sent = useRef(draft);
  useUnsavedChanges(options.draftKey, dirty);

  const check = (current: Draft): FieldErrors => {
    const scheduleError = publishChoiceError(current.publish, options.timeRequired);
    return {
      ...checkPayload(options.schema, options.toInput(current), language),
      ...(scheduleError ? { published_at: scheduleError } : {}),
    };
  };
  // Reasons found here (not the server's) are checked again as the draft changes, so a
  // field's message goes away once it is fixed; no new message appears before the next save.
  const checkedHere = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked only when the draft changes
  useEffect(() => {
    if (checkedHere.current.size === 0) return;
    const now = check(draft);
    const fixed = [...checkedHere.current].filter((key) => !(key in now));
    if (fixed.length === 0) return;
    for (const key of fixed) checkedHere.current.delete(key);
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => !fixed.includes(key))));
  }, [draft]);

  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: async () => {
      setConflict(null);
      reset();
      checkedHere.current.clear();
      setErrors({});
      await refreshAfterChange(queryClient, options.refresh);
      options.onSaved?.();
    },
    onError: (error) => {
      checkedHere.current.clear();
      setErrors(serverFieldErrors(error));
      const current = conflictOf(error);
      if (current) setConflict({ current, mine: sent.current });
    },
  });

  function send(current: Draft, version = current.version) {
    sent.current = current;
    setConflict(null);
    mutation.mutate(withVersion(options.toInput(current), version));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(draft);
    checkedHere.current = new Set(Object.keys(found));
    setErrors(found);
    if (Object.keys(found).length === 0) send(draft);
  }

  /** Saves the draft again over the version someone else saved (the one the conflict showed). */
  function keepMine() {
    if (!conflict) return;
    const version = conflict.current.version;
    update({ version } as Partial<Draft>);
    send(draft, version);
  }

  return {
    draft,
    update,
    reset,
    errors,
    submit,
    pending: mutation.isPending,
    failure: mutation.isError && !conflict ? errorMessage(mutation.error, options.failedMessage) : null,
    conflict,
    keepMine,
    dismissConflict: () => setConflict(null),
  };
}
