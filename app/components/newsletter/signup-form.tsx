import { WaitingNotice } from "../forms/waiting-notice.tsx";
import { buttonClass } from "../ui/button.tsx";
import type { NewsletterBoxCopy } from "./newsletter-copy.ts";
import { NewsletterConsent, NewsletterHiddenFields } from "./newsletter-extras.tsx";
import { useNewsletterSignup } from "./use-newsletter-signup.ts";

/** The sign-up form on the newsletter's own page (where the boxes land without JavaScript). */
export function SignupForm({
  label,
  button,
  placeholder,
  email = "",
  serverError,
  copy,
}: {
  label: string;
  button: string;
  placeholder: string;
  email?: string;
  serverError?: string;
  /** the words every sign-up box shares */
  copy: NewsletterBoxCopy;
}) {
  const { error: clientError, sending, waiting, subscribe, action } = useNewsletterSignup(copy);
  const error = clientError || serverError;
  return (
    <form method="post" action={action} onSubmit={subscribe} noValidate className="relative space-y-3 text-left">
      <label htmlFor="newsletter-email" className="font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-line px-5 text-ink"
        />
        <button type="submit" disabled={sending || waiting} className={buttonClass("primary", "lg")}>
          {button}
        </button>
      </div>
      <NewsletterHiddenFields id="newsletter" source="footer" honeypotLabel={copy.honeypot} />
      {error && (
        <p id="newsletter-email-error" role="alert" className="text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
      {waiting && <WaitingNotice copy={copy.waiting} />}
      <NewsletterConsent copy={copy} />
    </form>
  );
}
