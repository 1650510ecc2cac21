import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { listenLiveUrlSchema } from "../../../shared/settings-schema.ts";
import type { adminCopy } from "../../content/admin.ts";
import { Button } from "../ui/button.tsx";
import { adminApi, queryKeys } from "./admin-api.ts";
import { formCard } from "./create-form.tsx";
import { errorMessage } from "./error-message.ts";
import { FormMessage, TextField } from "./fields.tsx";
import { PanelHeading } from "./panel.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";

/** Site Settings: the Listen Live URL (an http(s) URL; empty clears it and hides the home button). */
export function SettingsForm({ copy }: { copy: typeof adminCopy.settings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: queryKeys.listenLive,
    queryFn: ({ signal }) => adminApi.getListenLiveUrl(signal),
  });
  // What the staff member typed, tied to the stored value it was typed over: a new stored value
  // wins, but text typed before the stored value had loaded is kept.
  const [typed, setTyped] = useState<{ over: string | null | undefined; text: string } | null>(null);
  const stored = current.data ?? "";
  const value = typed && (typed.over === current.data || typed.over === undefined) ? typed.text : null;
  const [invalid, setInvalid] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const shown = value ?? stored;
  useUnsavedChanges("settings", value !== null && value !== stored);

  const save = useMutation({
    mutationFn: adminApi.setListenLiveUrl,
    onSuccess: async (_answer, sent) => {
      setDone(sent === null ? copy.cleared : copy.saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listenLive });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const parsed = listenLiveUrlSchema.safeParse({ value: shown });
    if (!parsed.success) {
      setInvalid(copy.invalidUrl);
      return;
    }
    setInvalid(undefined);
    save.mutate(parsed.data.value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={copy.title} className={formCard}>
      <PanelHeading>{copy.title}</PanelHeading>
      <TextField
        id={`${id}-listen-live`}
        label={copy.listenLive}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={copy.listenLiveHint}
        value={shown}
        error={invalid}
        onChange={(event) => setTyped({ over: current.data, text: event.target.value })}
      />
      {current.isError && <FormMessage kind="error">{errorMessage(current.error, copy.failed)}</FormMessage>}
      <FormMessage kind="error">{save.isError ? errorMessage(save.error, copy.failed) : null}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
      <Button type="submit" disabled={save.isPending || current.isPending}>
        {save.isPending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
