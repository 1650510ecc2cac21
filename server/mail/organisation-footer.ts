import type { Locale } from "../../shared/locales.ts";
import { site } from "../../shared/site.ts";
import type { SiteSettings } from "../../shared/site-settings.ts";

const WORDS: Record<Locale, { country: string; hours: string }> = {
  en: { country: "Kenya", hours: "Office hours" },
  sw: { country: "Kenya", hours: "Saa za ofisi" },
};

/**
 * How a mail to the public closes: the organisation's postal address and its office hours
 * from the site settings, in the reader's language (`settings` as settingsInLanguage gives
 * them: the Kiswahili of the word settings, else the English). A setting left empty is left out.
 */
export function organisationFooter(settings: SiteSettings, locale: Locale): string[] {
  const w = WORDS[locale];
  const address = [
    site.legalName,
    settings.address_street,
    settings.address_postal,
    settings.address_town,
    settings.address_county,
    w.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  const hours = settings.office_hours?.trim();
  return hours ? [address, `${w.hours}: ${hours}`] : [address];
}
