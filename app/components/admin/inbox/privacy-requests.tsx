import { type FormEvent, useState } from "react";
import { isEmail } from "../../../../shared/email.ts";
import type { subscribersCopy } from "../../../content/admin-inbox.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { inboxApi } from "./inbox-api.ts";

/** Access and erasure requests for one email address: export as JSON, or erase in one action. */
export function PrivacyRequests({
  onErased,
  copy,
  emailInvalid,
}: {
  onErased: () => void;
  copy: typeof subscribersCopy;
  /** what to say when the address is not an email address */
  emailInvalid: string;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const checked = () => {
    const ok = isEmail(email);
    setError(ok ? "" : emailInvalid);
    return ok;
  };
  const exportData = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked()) return;
    setBusy(true);
    await inboxApi
      .exportPersonalData(email.trim())
      .then(() => setNotice(null))
      .catch((e: unknown) => setNotice({ kind: "error", text: errorMessage(e, copy.exportData) }))
      .finally(() => setBusy(false));
  };
  const erase = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const result = await inboxApi.erasePersonalData(email.trim());
      setNotice({ kind: "success", text: copy.erased(result.messages, result.subscriptions) });
      setEmail("");
      onErased();
    } catch (e) {
      setNotice({ kind: "error", text: errorMessage(e, copy.erase) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="privacy-requests" className="space-y-3 rounded-card border border-line bg-white p-5">
      <h2 id="privacy-requests" className="font-display text-xl font-bold text-brand-900">
        {copy.privacyTitle}
      </h2>
      <p className="text-sm text-muted">{copy.privacyIntro}</p>
      <form onSubmit={exportData} noValidate className="space-y-3">
        <label htmlFor="privacy-email" className="block text-sm font-semibold">
          {copy.emailLabel}
        </label>
        <input
          id="privacy-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "privacy-email-error" : undefined}
          className="block w-full max-w-md rounded-lg border border-line px-3 py-2"
        />
        {error && (
          <p id="privacy-email-error" className="text-sm font-medium text-accent-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            {copy.exportData}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => checked() && setConfirming(true)}
            className="border-accent-600 text-accent-700"
          >
            {copy.erase}
          </Button>
        </div>
      </form>
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      <ConfirmDialog
        open={confirming}
        title={copy.eraseTitle}
        confirmLabel={copy.erase}
        cancelLabel={copy.cancel}
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      >
        <p>{copy.eraseBody(email.trim())}</p>
      </ConfirmDialog>
    </section>
  );
}
