/**
 * The organisation's details, used everywhere they appear (header, footer,
 * contact, donate, structured data). Change them here only.
 */
export const site = {
  name: "Uraia",
  legalName: "Uraia Civic Trust",
  tagline: "Civic education, good governance and grassroots voices across Kenya",
  description:
    "Uraia is a Kenyan non-profit for civic education, good governance and public participation: community dialogues, X Spaces conversations, conferences and the Art in Heart initiative.",
  phone: "+254 712 345 678",
  whatsapp: "254712345678",
  email: "info@uraia.org",
  address: {
    street: "Namanga Road, Kitengela Business Centre, 2nd Floor",
    postal: "P.O. Box 1234-00241",
    town: "Kitengela",
    county: "Kajiado County",
    country: "Kenya",
  },
  officeHours: "Mon-Fri 9:00 AM-5:00 PM EAT",
  replyPromise: "We reply within 24 hours.",
  social: [
    { name: "X", handle: "@UraiaKenya", url: "https://x.com/UraiaKenya" },
    { name: "Facebook", handle: "UraiaKenya", url: "https://www.facebook.com/UraiaKenya" },
    { name: "Instagram", handle: "@uraia.ke", url: "https://www.instagram.com/uraia.ke" },
    { name: "YouTube", handle: "@UraiaKenya", url: "https://www.youtube.com/@UraiaKenya" },
    { name: "LinkedIn", handle: "Uraia Kenya", url: "https://www.linkedin.com/company/uraia-kenya" },
  ],
  donations: {
    paybill: "400200",
    account: "872607",
    businessName: "URAIA CIVIC TRUST",
    bankAccountName: "Uraia Civic Trust",
    bankReferencePrefix: "DONATION",
  },
  foundedYear: 2020,
} as const;

export const whatsappLink = (text?: string) =>
  `https://wa.me/${site.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
