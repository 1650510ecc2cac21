import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { SettingKey } from "../../../../shared/settings.ts";
import { settingSchemas } from "../../../../shared/settings-schema.ts";
import { Button } from "../../ui/button.tsx";
import { formCard } from "../form-kit/create-form.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { useUnsavedChanges } from "../form-kit/unsaved-changes.tsx";
import { adminApi, queryKeys } from "../shell/admin-api.ts";

/** What one setting's form says: its title, the field, and the answers to saving it. */
export type SettingFormCopy = {
  title: string;
  label: string;
  hint: string;
  placeholder: string;
  invalid: string;
  save: string;
  saving: string;
  saved: string;
  cleared: string;
  failed: string;
};

/**
 * One setting as a form: the stored value, checked by the setting's own rule
 * before it is sent; empty clears it (the Listen Live URL hides the home
 * button, the X handle leaves link previews without it).
 */
export function SettingForm({
  settingKey,
  type,
  copy,
}: {
  settingKey: SettingKey;
  type: "url" | "text";
  copy: SettingFormCopy;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.setting(settingKey);
  const current = useQuery({ queryKey, queryFn: ({ signal }) => adminApi.getSetting(settingKey, signal) });
  // What the staff member typed, tied to the stored value it was typed over: a new stored value
  // wins, but text typed before the stored value had loaded is kept.
  const [typed, setTyped] = useState<{ over: string | null | undefined; text: string } | null>(null);
  const stored = current.data ?? "";
  const value = typed && (typed.over === current.data || typed.over === undefined) ? typed.text : null;
  const [invalid, setInvalid] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const shown = value ?? stored;
  useUnsavedChanges(`settings-${settingKey}`, value !== null && value !== stored);

  const save = useMutation({
    mutationFn: (next: string | null) => adminApi.setSetting(settingKey, next),
    onSuccess: async (_answer, sent) => {
      setDone(sent === null ? copy.cleared : copy.saved);
      await queryClient.invalidateQueries({ queryKey });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const parsed = settingSchemas[settingKey].safeParse({ value: shown });
    if (!parsed.success) {
      setInvalid(copy.invalid);
      return;
    }
    setInvalid(undefined);
    save.mutate(parsed.data.value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={copy.title} className={formCard}>
      <PanelHeading>{copy.title}</PanelHeading>
      <TextField
        id={`${id}-${settingKey}`}
        label={copy.label}
        type={type}
        inputMode={type === "url" ? "url" : "text"}
        placeholder={copy.placeholder}
        hint={copy.hint}
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
