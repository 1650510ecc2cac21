import { useLocation } from "react-router";
import { languageSwitchHref } from "../../../shared/language-choice.ts";
import { localeOfPath, localizedPath } from "../../../shared/locales.ts";

export type LanguageSwitchCopy = { label: string; title: string };
export type LanguageOfferCopy = { region: string; text: string; accept: string; decline: string };

/** The same page in the other language, and that language. */
function useOtherLanguage() {
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  const other = localeOfPath(pathname) === "en" ? "sw" : "en";
  return { here, other, href: localizedPath(here, other) } as const;
}

/**
 * The plain link to this page in the other language (header and footer;
 * docs/product.md, "Kiswahili"). Its words are in the other language, so it
 * carries that `lang` and `hreflang`. It goes through /language, which remembers
 * the choice in the `lang` cookie and answers 303 to the page, so the choice is
 * kept with or without JavaScript (decision 0076). Search engines find the
 * page's own address in the head's `hreflang` alternates and the sitemap; the
 * link is `nofollow` and robots.txt keeps them off /language.
 */
export function LanguageSwitch({ copy, className }: { copy: LanguageSwitchCopy; className?: string }) {
  const { other, href } = useOtherLanguage();
  return (
    <a
      href={languageSwitchHref(other, href)}
      hrefLang={other}
      lang={other}
      rel="nofollow"
      title={copy.title}
      className={className}
    >
      {copy.label}
    </a>
  );
}

/**
 * The offer to read in Kiswahili: on English pages, to a browser that prefers
 * Kiswahili and has not chosen a language (the root loader decides; the page
 * cache keeps this variant apart). Never a redirect. Both links pass through
 * /language, which remembers the answer, so the offer is made once.
 */
export function LanguageOffer({ copy }: { copy: LanguageOfferCopy }) {
  const { here, href } = useOtherLanguage();
  return (
    <aside
      lang="sw"
      aria-label={copy.region}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gold-300 bg-gold-100 px-4 py-3 text-center text-sm shadow-lg"
    >
      <span>{copy.text}</span>{" "}
      <a href={languageSwitchHref("sw", href)} hrefLang="sw" className="font-semibold text-brand-800 underline">
        {copy.accept}
      </a>{" "}
      <span aria-hidden="true">·</span>{" "}
      <a href={languageSwitchHref("en", here)} className="text-brand-800 underline">
        {copy.decline}
      </a>
    </aside>
  );
}
