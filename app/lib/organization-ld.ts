import { site } from "../../shared/site.ts";
import { officeAddress } from "../../shared/structured-data/organization.ts";

/** The organisation as schema.org structured data (NGO), for the home page. */
export function organizationLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og/default.jpg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: officeAddress(),
    sameAs: site.social.map((s) => s.url),
  };
}
