import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { formCard } from "../form-kit/create-form.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { openBooksKeys } from "./open-books-api.ts";

/**
 * One recording form of the Open books screen: `toBody` turns the typed fields
 * into the entry (or throws a message), `send` stores it; "saved" shows only
 * once the server kept it, and a refused field shows the server's words under it.
 */
export function EntryForm({
  title,
  submitLabel,
  savedLabel,
  failedLabel,
  send,
  children,
  onSaved,
  fieldsKey,
}: {
  title: string;
  submitLabel: string;
  savedLabel: string;
  failedLabel: string;
  send: (form: HTMLFormElement) => Promise<unknown>;
  /** the fields, given the server's error of each by name */
  children: (errors: Record<string, string>) => ReactNode;
  onSaved?: () => void;
  /** a new key starts the fields afresh (a correction fills them with the entry's values) */
  fieldsKey?: string;
}) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: send,
    onSuccess: async (_answer, form) => {
      form.reset();
      setDone(savedLabel);
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: openBooksKeys.entries });
    },
  });
  const errors = save.error instanceof ApiError ? (save.error.details ?? {}) : {};
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    save.mutate(event.currentTarget);
  }
  return (
    <form onSubmit={submit} noValidate aria-label={title} className={formCard}>
      <PanelHeading>{title}</PanelHeading>
      <div key={fieldsKey} className="space-y-4">
        {children(errors)}
      </div>
      <FormMessage kind="error">{save.isError ? errorMessage(save.error, failedLabel) : null}</FormMessage>
      <FormMessage kind="success">{done}</FormMessage>
      <Button type="submit" disabled={save.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
