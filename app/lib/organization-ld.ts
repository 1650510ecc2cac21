import { site } from "../../shared/site.ts";
import type { SiteSettings, SocialAccount } from "../../shared/site-settings.ts";
import { officeAddress } from "../../shared/structured-data/organization.ts";

/** The organisation as schema.org structured data (NGO), for the home page; contact details from the site settings. */
export function organizationLd(
  origin: string,
  settings: SiteSettings = {} as SiteSettings,
  social: SocialAccount[] = [],
) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og/default.jpg`,
    email: settings.contact_email,
    telephone: settings.phone,
    foundingDate: String(site.foundedYear),
    address: officeAddress(settings),
    sameAs: social.map((s) => s.url),
  };
}
