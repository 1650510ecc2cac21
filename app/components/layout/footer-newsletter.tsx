import type { newsletter } from "../../content/footer.ts";
import { WaitingNotice } from "../forms/waiting-notice.tsx";
import type { NewsletterBoxCopy } from "../newsletter/newsletter-copy.ts";
import { NewsletterConsent, NewsletterHiddenFields } from "../newsletter/newsletter-extras.tsx";
import { useNewsletterSignup } from "../newsletter/use-newsletter-signup.ts";

/** The footer's newsletter sign-up: a POST form to /newsletter, with JavaScript through the API (double opt-in). */
export function FooterNewsletter({
  copy,
  box,
  label,
}: {
  copy: typeof newsletter;
  box: NewsletterBoxCopy;
  /** the form's name */
  label: string;
}) {
  const { error, sending, waiting, subscribe, action } = useNewsletterSignup(box);
  return (
    <form method="post" action={action} onSubmit={subscribe} noValidate className="relative mt-4" aria-label={label}>
      <label htmlFor="footer-email" className="text-sm font-semibold text-brand-100">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row xl:flex-col 2xl:flex-row">
        <input
          id="footer-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "footer-email-error" : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-white/25 bg-white/10 px-4 text-white placeholder:text-brand-200 focus:border-gold-300"
        />
        <button
          type="submit"
          disabled={sending || waiting}
          className="min-h-11 rounded-full bg-gold-400 px-5 font-semibold text-brand-900 hover:bg-gold-300 disabled:opacity-60"
        >
          {copy.button}
        </button>
      </div>
      <NewsletterHiddenFields id="footer" source="footer" honeypotLabel={box.honeypot} />
      {error && (
        <p id="footer-email-error" className="mt-2 text-sm text-gold-300" role="alert">
          {error}
        </p>
      )}
      {waiting && (
        <div className="mt-2">
          <WaitingNotice copy={box.waiting} />
        </div>
      )}
      <NewsletterConsent copy={box} className="mt-2 text-brand-100" />
    </form>
  );
}
