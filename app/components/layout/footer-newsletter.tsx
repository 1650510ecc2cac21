import { type FormEvent, useState } from "react";
import { isEmail } from "../../../shared/email.ts";
import { newsletter } from "../../content/footer.ts";
import { site } from "../../content/site.ts";
import { notify } from "../ui/notify.ts";

/**
 * Newsletter sign-up without a backend (docs/decisions): the address is
 * checked, then a toast offers a prefilled email to the organisation.
 */
export function FooterNewsletter() {
  const [error, setError] = useState("");

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!isEmail(email)) {
      setError(newsletter.invalid);
      return;
    }
    setError("");
    const mailto = `mailto:${site.email}?subject=${encodeURIComponent(newsletter.mailSubject)}&body=${encodeURIComponent(`Please add ${email} to the newsletter.`)}`;
    notify.success(newsletter.successTitle, newsletter.successBody, {
      label: newsletter.mailAction,
      onClick: () => window.location.assign(mailto),
    });
    form.reset();
  }

  return (
    <form onSubmit={subscribe} noValidate className="mt-4" aria-label="Newsletter">
      <label htmlFor="footer-email" className="text-sm font-semibold text-brand-100">
        {newsletter.label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row xl:flex-col 2xl:flex-row">
        <input
          id="footer-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={newsletter.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "footer-email-error" : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-white/25 bg-white/10 px-4 text-white placeholder:text-brand-200 focus:border-gold-300"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-gold-400 px-5 font-semibold text-brand-900 hover:bg-gold-300"
        >
          {newsletter.button}
        </button>
      </div>
      {error && (
        <p id="footer-email-error" className="mt-2 text-sm text-gold-300" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
