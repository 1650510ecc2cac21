import { site } from "../site.ts";
import type { SiteSettings } from "../site-settings.ts";
import type { JsonLdNode } from "./json-ld.ts";

/** The organisation as a short node: the hiring organisation, organiser and publisher of what the site declares. */
export function organizationNode(origin: string): JsonLdNode {
  return {
    "@type": "NGO",
    name: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/** The organisation's office as a postal address in Kenya. */
export function officeAddress(settings: SiteSettings): JsonLdNode {
  return {
    "@type": "PostalAddress",
    streetAddress: settings.address_street,
    postOfficeBoxNumber: settings.address_postal,
    addressLocality: settings.address_town,
    addressRegion: settings.address_county,
    addressCountry: "KE",
  };
}
