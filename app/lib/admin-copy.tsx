import { useEffect, useState } from "react";
import { useLoaderData } from "react-router";
import { adminLanguageCookie, chosenAdminLanguage, preSessionLanguage } from "../../shared/admin-language.ts";
import { type Locale, localeOfPath } from "../../shared/locales.ts";
import { useMe } from "../components/admin/accounts/use-me.ts";
import { LanguageLinks } from "../components/admin/shell/language-links.tsx";
import * as enAdmin from "../content/admin.ts";
import * as enAccounts from "../content/admin-accounts.ts";
import * as enChoices from "../content/admin-choices.ts";
import * as enCollectionNames from "../content/admin-collection-names.ts";
import * as enCollections from "../content/admin-collections.ts";
import * as enDonations from "../content/admin-donations.ts";
import * as enFieldWords from "../content/admin-field-words.ts";
import * as enInbox from "../content/admin-inbox.ts";
import * as enNav from "../content/admin-nav.ts";
import * as enNewsletter from "../content/admin-newsletter.ts";
import * as enOpenBooks from "../content/admin-open-books.ts";
import * as enPages from "../content/admin-pages.ts";
import * as enSiteSettings from "../content/admin-site-settings.ts";
import * as enSms from "../content/admin-sms.ts";
import * as swAdmin from "../content/sw/admin.ts";
import * as swAccounts from "../content/sw/admin-accounts.ts";
import * as swChoices from "../content/sw/admin-choices.ts";
import * as swCollectionNames from "../content/sw/admin-collection-names.ts";
import * as swCollections from "../content/sw/admin-collections.ts";
import * as swDonations from "../content/sw/admin-donations.ts";
import * as swFieldWords from "../content/sw/admin-field-words.ts";
import * as swInbox from "../content/sw/admin-inbox.ts";
import * as swNav from "../content/sw/admin-nav.ts";
import * as swNewsletter from "../content/sw/admin-newsletter.ts";
import * as swOpenBooks from "../content/sw/admin-open-books.ts";
import * as swPages from "../content/sw/admin-pages.ts";
import * as swSiteSettings from "../content/sw/admin-site-settings.ts";
import * as swSms from "../content/sw/admin-sms.ts";

/**
 * The admin's copy in the staff member's language (docs/product.md, "The admin
 * in Kiswahili"; decision 0072). The admin is client-rendered after sign-in and
 * only its routes import this module, so both languages' admin copy load there
 * and never reach a public page.
 */
const en = {
  ...enAdmin,
  ...enAccounts,
  ...enChoices,
  ...enCollectionNames,
  ...enCollections,
  ...enDonations,
  ...enFieldWords,
  ...enInbox,
  ...enNav,
  ...enOpenBooks,
  ...enPages,
  ...enNewsletter,
  ...enSiteSettings,
  ...enSms,
};
export type AdminCopies = typeof en;

const sw: AdminCopies = {
  ...swAdmin,
  ...swAccounts,
  ...swChoices,
  ...swCollectionNames,
  ...swCollections,
  ...swDonations,
  ...swFieldWords,
  ...swInbox,
  ...swNav,
  ...swOpenBooks,
  ...swPages,
  ...swNewsletter,
  ...swSiteSettings,
  ...swSms,
};

export const ADMIN_COPIES: Record<Locale, AdminCopies> = { en, sw };

/** The language remembered in this browser (the `admin_language` cookie), if any. */
function cookieLanguage(): Locale | null {
  return typeof document === "undefined" ? null : chosenAdminLanguage(document.cookie);
}

/** Remembers a language in this browser, for the pages before sign-in. */
export function rememberAdminLanguage(locale: Locale): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; the value is built by shared/admin-language.ts
  document.cookie = adminLanguageCookie(locale);
}

/** Inside the admin shell: the signed-in staff member's language (GET /api/me), else the browser's remembered one. */
export function useAdminLanguage(): Locale {
  return useMe().data?.language ?? cookieLanguage() ?? "en";
}

/** Inside the admin shell: every admin copy module in the staff member's language. */
export function useAdminCopy(): AdminCopies {
  return ADMIN_COPIES[useAdminLanguage()];
}

/** A page before a session at a /sw address (a Kiswahili invitation): Kiswahili, whatever else says. */
const askedLanguage = (request: Request | undefined): Locale | null =>
  request && localeOfPath(new URL(request.url).pathname) === "sw" ? "sw" : null;

/**
 * The pages before a session (sign-in …): `{ language }` from the address (/sw…), else the
 * request's cookie and Accept-Language.
 */
export function preSessionLoader({ request }: { request: Request }): { language: Locale } {
  return {
    language:
      askedLanguage(request) ??
      preSessionLanguage(request.headers.get("cookie"), request.headers.get("accept-language")),
  };
}

/** The same in the browser, on a navigation without the server: the address, the cookie, else `navigator.languages`. */
export function preSessionClientLanguage(args?: { request: Request }): { language: Locale } {
  const accepted = typeof navigator === "undefined" ? null : navigator.languages.join(",");
  return {
    language:
      askedLanguage(args?.request) ??
      preSessionLanguage(typeof document === "undefined" ? null : document.cookie, accepted),
  };
}

/**
 * The pages before a session: their language (from the loader), its copy, and
 * `aside`, the "Kiswahili | English" choice, remembered in the cookie; the page
 * switches at once.
 */
export function usePreSessionCopy() {
  const data = useLoaderData() as { language?: Locale } | null | undefined;
  const [language, setLanguage] = useState<Locale>(data?.language ?? "en");
  useEffect(() => {
    if (data?.language) setLanguage(data.language);
  }, [data?.language]);
  const choose = (locale: Locale) => {
    rememberAdminLanguage(locale);
    setLanguage(locale);
  };
  const copy = ADMIN_COPIES[language];
  const aside = (
    <LanguageLinks
      current={language}
      label={copy.adminCopy.login.language}
      names={copy.accountsCopy.account.languages}
      onChoose={choose}
    />
  );
  return { language, copy, aside };
}
