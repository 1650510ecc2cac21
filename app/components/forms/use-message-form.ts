import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type FieldMessages, formErrors } from "../../../shared/form-errors.ts";
import { isMessageKind, type MessageKind } from "../../../shared/message-kinds.ts";
import { MESSAGE_LIMITS, quickCheck } from "../../../shared/message-rules.ts";
import { apiUrl } from "../../lib/api-base.ts";
import { isOffline } from "../../lib/is-offline.ts";
import { useLocale } from "../../lib/locale.ts";
import { notify } from "../ui/notify.ts";
import type { FormCopy } from "./form-copy.ts";
import { prepareFormTokens } from "./proof-of-work.ts";

export type FieldErrors = Record<string, string>;

function formValues(form: HTMLFormElement) {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form).entries()) if (typeof value === "string") values[name] = value;
  values.consent = new FormData(form).get("consent") !== null;
  return values;
}

/** The chosen CV, checked in the browser too (the server judges the bytes). */
function fileError(form: HTMLFormElement, errors: FieldMessages): string | null {
  const input = form.elements.namedItem("attachment");
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (!file) return null;
  if (file.size > MESSAGE_LIMITS.attachmentBytes) return errors.attachmentSize;
  if (!/\.pdf$/i.test(file.name) && file.type !== "application/pdf") return errors.attachmentType;
  return null;
}

/** Moves focus to the first field (in page order) that has an error. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * A message form with JavaScript: the quick checks first, then the same POST
 * /api/messages any client makes, with a fresh stamp and the proof of work.
 * `onSent` runs only once the server has stored the message; a refusal keeps
 * everything typed and says why (beside the fields, or in a toast).
 */
export function useMessageForm(options: {
  kind: MessageKind;
  /** the words every form shares: the toasts (field errors: shared/form-errors.ts, in the page's language) */
  copy: FormCopy;
  initialErrors?: FieldErrors;
  onSent: (form: HTMLFormElement) => void;
}) {
  // The page's language: the quick checks say it, and the form's `locale` field tells the server.
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [sending, setSending] = useState(false);
  /** sent without a connection: kept on the device until the network is back */
  const [waiting, setWaiting] = useState(false);
  const submitted = useRef(false);
  const tokens = useRef<Promise<void>>(Promise.resolve());

  const refreshTokens = useCallback(() => {
    const form = formRef.current;
    if (form) tokens.current = prepareFormTokens(form).catch(() => {});
  }, []);
  useEffect(() => refreshTokens(), [refreshTokens]);

  const kindOf = (values: Record<string, string | boolean>): MessageKind =>
    isMessageKind(values.kind) ? values.kind : options.kind;

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (!submitted.current) return;
    const name = (event.target as HTMLInputElement).name;
    const values = formValues(event.currentTarget);
    const found = quickCheck(kindOf(values), values, locale);
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      if (found[name]) next[name] = found[name];
      return next;
    });
  }

  /** What the server said, now or (for a form kept while offline) once the network came back. */
  function answered(form: HTMLFormElement, status: number, answer: unknown) {
    setWaiting(false);
    if (status === 201) {
      submitted.current = false;
      options.onSent(form);
      refreshTokens();
      return;
    }
    const body = answer as { error?: string; details?: FieldErrors };
    const details = body.details ?? {};
    const beside = Object.keys(details).filter((name) => form.elements.namedItem(name) !== null);
    setErrors(details);
    focusFirst(form, details);
    // Field errors show beside their fields; anything else (limits, outages) in a toast.
    if (beside.length === 0) notify.error(options.copy.failedTitle, body.error ?? options.copy.serverError);
  }

  async function keepForLater(form: HTMLFormElement): Promise<boolean> {
    // Loaded after hydration (app/entry.client.tsx), so already here when the network is gone.
    const client = await import("../../lib/offline/offline-client.ts").catch(() => null);
    if (!client) return false;
    const { keepFormForLater, formBody } = client;
    return keepFormForLater(apiUrl("/api/messages"), formBody(new FormData(form)), (result) =>
      answered(form, result.status, result.answer),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    submitted.current = true;
    const values = formValues(form);
    const found = quickCheck(kindOf(values), values, locale);
    const badFile = fileError(form, formErrors(locale).fields);
    if (badFile) found.attachment = badFile;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(form, found);
      return;
    }
    setSending(true);
    try {
      await tokens.current;
      const res = await fetch(apiUrl("/api/messages"), {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      answered(form, res.status, await res.json().catch(() => ({})));
    } catch (error) {
      // No connection: the form waits in the browser's outbox and goes out when the network is back.
      if (isOffline(error) && (await keepForLater(form))) setWaiting(true);
      else notify.error(options.copy.failedTitle, options.copy.offline);
    } finally {
      setSending(false);
    }
  }

  return { formRef, errors, sending, waiting, onSubmit, onInput };
}
