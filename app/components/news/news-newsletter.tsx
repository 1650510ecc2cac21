import { useId } from "react";
import type { newsPage } from "../../content/news-page.ts";
import { WaitingNotice } from "../forms/waiting-notice.tsx";
import type { NewsletterBoxCopy } from "../newsletter/newsletter-copy.ts";
import { NewsletterConsent, NewsletterHiddenFields } from "../newsletter/newsletter-extras.tsx";
import { useNewsletterSignup } from "../newsletter/use-newsletter-signup.ts";

/** The news page's newsletter box: like the footer's, a POST form to /newsletter (double opt-in). */
export function NewsNewsletter({ copy, box }: { copy: typeof newsPage.newsletter; box: NewsletterBoxCopy }) {
  const id = useId();
  const { error, sending, waiting, subscribe, action } = useNewsletterSignup(box);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card bg-brand-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{copy.text}</p>
      <form
        method="post"
        action={action}
        onSubmit={subscribe}
        noValidate
        className="relative mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
      >
        <NewsletterHiddenFields id={id} source="news" honeypotLabel={box.honeypot} />
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-white/30 bg-white px-5 text-ink placeholder:text-muted"
        />
        <button
          type="submit"
          disabled={sending || waiting}
          className="min-h-12 rounded-full bg-gold-400 px-6 font-semibold text-brand-900 hover:bg-gold-300"
        >
          {copy.button}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-gold-300">
          {error}
        </p>
      )}
      {waiting && (
        <div className="mx-auto mt-3 max-w-lg text-left">
          <WaitingNotice copy={box.waiting} />
        </div>
      )}
      <NewsletterConsent copy={box} className="mx-auto mt-4 max-w-lg text-brand-100" />
    </section>
  );
}
