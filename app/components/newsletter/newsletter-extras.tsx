import { useLocale } from "../../lib/locale.ts";
import { Link } from "../ui/localized-link.tsx";
import type { NewsletterBoxCopy } from "./newsletter-copy.ts";

/** The fields every newsletter box adds: where it was, the page's language, and a honeypot people never see. */
export function NewsletterHiddenFields({
  id,
  source,
  honeypotLabel,
}: {
  id: string;
  source: "footer" | "news";
  honeypotLabel: string;
}) {
  const locale = useLocale();
  return (
    <>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{honeypotLabel}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** The newsletter boxes' consent line, linking to the privacy statement. */
export function NewsletterConsent({
  copy,
  className = "",
}: {
  copy: Pick<NewsletterBoxCopy, "consent" | "consentLink" | "pastIssues">;
  className?: string;
}) {
  return (
    <>
      <p className={`text-sm ${className}`}>
        {copy.consent}{" "}
        <a href="#privacy" className="font-semibold underline underline-offset-2">
          {copy.consentLink}
        </a>
        .
      </p>
      <p className={`text-sm ${className}`}>
        <Link to={copy.pastIssues.href} className="font-semibold underline underline-offset-2">
          {copy.pastIssues.label}
        </Link>
      </p>
    </>
  );
}
