import { INTL_TAGS, type Locale, localizedPath } from "../../shared/locales.ts";
import { site } from "../../shared/site.ts";
import type { SiteSettings, SocialAccount } from "../../shared/site-settings.ts";
import { officeAddress } from "../../shared/structured-data/organization.ts";

/**
 * The organisation as schema.org structured data (NGO), for the home page; contact details from the
 * site settings (in the page's language); on /sw its description is the Kiswahili one and its page /sw.
 */
export function organizationLd(
  origin: string,
  settings: SiteSettings = {} as SiteSettings,
  social: SocialAccount[] = [],
  page: { locale: Locale; description: string } = { locale: "en", description: site.description },
) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: site.name,
    legalName: site.legalName,
    description: page.description,
    inLanguage: INTL_TAGS[page.locale],
    url: `${origin}${localizedPath("/", page.locale)}`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og/default.jpg`,
    email: settings.contact_email,
    telephone: settings.phone,
    foundingDate: String(site.foundedYear),
    address: officeAddress(settings),
    sameAs: social.map((s) => s.url),
  };
}
