import { formCopy } from "../../content/forms.ts";
import { newsletterPages } from "../../content/newsletter-pages.ts";

/** The fields every newsletter box adds: where it was, and a honeypot people never see. */
export function NewsletterHiddenFields({ id, source }: { id: string; source: "footer" | "news" }) {
  return (
    <>
      <input type="hidden" name="source" value={source} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{formCopy.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** The newsletter boxes' consent line, linking to the privacy statement. */
export function NewsletterConsent({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      {newsletterPages.consent}{" "}
      <a href="#privacy" className="font-semibold underline underline-offset-2">
        {newsletterPages.consentLink}
      </a>
      .
    </p>
  );
}
