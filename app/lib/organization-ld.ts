import { site } from "../../shared/site.ts";

/** The organisation as schema.org structured data (NGO), for the home page. */
export function organizationLd(origin: string) {
  const { address } = site;
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
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postOfficeBoxNumber: address.postal,
      addressLocality: address.town,
      addressRegion: address.county,
      addressCountry: "KE",
    },
    sameAs: site.social.map((s) => s.url),
  };
}
