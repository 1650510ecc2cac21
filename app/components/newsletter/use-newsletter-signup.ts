import { type FormEvent, useState } from "react";
import { isEmail } from "../../../shared/email.ts";
import { localizedPath } from "../../../shared/locales.ts";
import { apiUrl } from "../../lib/api-base.ts";
import { isOffline } from "../../lib/is-offline.ts";
import { useLocale } from "../../lib/locale.ts";
import { notify } from "../ui/notify.ts";
import type { NewsletterBoxCopy } from "./newsletter-copy.ts";

/**
 * Newsletter sign-up with double opt-in (docs/product.md, "Newsletter"), shared
 * by the footer's and the news page's boxes. They are POST forms to /newsletter,
 * which works without JavaScript; with it, the address goes to POST /api/newsletter
 * and a toast asks the visitor to confirm from their inbox, once the server has
 * accepted it. Errors keep the address typed. Both say the page's language, so
 * the errors, the subscriber's language and the confirmation mail follow it;
 * `action` is the no-JavaScript address in that language (/sw/newsletter).
 */
export function useNewsletterSignup(copy: NewsletterBoxCopy) {
  const locale = useLocale();
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  /** sent without a connection: kept on the device until the network is back */
  const [waiting, setWaiting] = useState(false);

  /** What the server said, now or (for a sign-up kept while offline) once the network came back. */
  function answered(form: HTMLFormElement, status: number, answer: unknown) {
    setWaiting(false);
    if (status === 202) {
      const said = (answer as { confirmation?: string }).confirmation === "off" ? copy.mailOff : copy.toast;
      notify.success(said.title, said.body);
      form.reset();
      return;
    }
    const body = answer as { error?: string; details?: Record<string, string> };
    if (body.details?.email) setError(body.details.email);
    else notify.error(copy.failedTitle, body.error ?? copy.serverError);
  }

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    if (!isEmail(email)) {
      setError(email ? copy.emailInvalid : copy.emailMissing);
      (form.elements.namedItem("email") as HTMLInputElement | null)?.focus();
      return;
    }
    setError("");
    setSending(true);
    const fields = { email, source: data.get("source"), website: data.get("website"), locale };
    try {
      const res = await fetch(apiUrl("/api/newsletter"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      });
      answered(form, res.status, await res.json().catch(() => ({})));
    } catch (error) {
      // No connection: the sign-up waits in the browser's outbox and goes out when the network is back.
      // Loaded after hydration (app/entry.client.tsx), so already here when the network is gone.
      const client = isOffline(error) ? await import("../../lib/offline/offline-client.ts").catch(() => null) : null;
      const kept =
        client !== null &&
        (await client.keepFormForLater(apiUrl("/api/newsletter"), client.jsonBody(fields), (result) =>
          answered(form, result.status, result.answer),
        ));
      if (kept) setWaiting(true);
      else notify.error(copy.failedTitle, copy.offline);
    } finally {
      setSending(false);
    }
  }

  return { error, sending, waiting, subscribe, action: localizedPath("/newsletter", locale) };
}
