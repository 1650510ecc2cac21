import { site } from "../site.ts";
import type { JsonLdNode } from "./json-ld.ts";

/** The organisation as a short node: the hiring organisation, organiser and publisher of what the site declares. */
export function organizationNode(origin: string): JsonLdNode {
  return {
    "@type": "NGO",
    name: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: site.social.map((s) => s.url),
  };
}

/** The organisation's office as a postal address in Kenya. */
export function officeAddress(): JsonLdNode {
  const { address } = site;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postOfficeBoxNumber: address.postal,
    addressLocality: address.town,
    addressRegion: address.county,
    addressCountry: "KE",
  };
}
