import type { NavItem } from "./navigation.ts";

/** Footer copy and link groups. Contact details come from site.ts. */
export const footerAbout: string =
  "Civic education, good governance and grassroots voices: we help communities across Kenya understand their rights, take part in decisions and hold leaders to account.";

export const footerLinkGroups: { title: string; links: NavItem[] }[] = [
  {
    title: "Organisation",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Our Team", to: "/about#team" },
      { label: "Mission & Vision", to: "/mission-vision" },
      { label: "Community Impact", to: "/community-impact" },
      { label: "Our Programs", to: "/programs" },
    ],
  },
  {
    title: "Media",
    links: [
      { label: "News", to: "/news" },
      { label: "Event Gallery", to: "/event-gallery" },
      { label: "Media Hub", to: "/media-hub" },
      { label: "Resources", to: "/resources" },
    ],
  },
  {
    title: "Take Part",
    links: [
      { label: "Get Involved", to: "/get-involved" },
      { label: "Volunteer", to: "/volunteer" },
      { label: "Donate", to: "/donate" },
      { label: "Open books", to: "/transparency" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

export const newsletter = {
  title: "Stay informed",
  intro: "Civic news, upcoming dialogues and new publications, about once a month.",
  label: "Email address",
  placeholder: "you@example.com",
  button: "Subscribe",
};

/** The targets of the footer's #privacy, #terms and #cookies anchors. */
export type LegalStatement = { id: "privacy" | "terms" | "cookies"; title: string; body: string; points?: string[] };

/**
 * The privacy statement every form's consent line links to (Kenya's Data
 * Protection Act, 2019): what is collected, why, for how long, the visitor's
 * rights and whom to contact. `retentionDays` is the site's MESSAGE_RETENTION_DAYS.
 */
export function privacyStatement(retentionDays: number): LegalStatement {
  const kept = retentionDays === 365 ? "one year" : `${retentionDays} days`;
  return {
    id: "privacy",
    title: "Privacy Policy",
    body: "Uraia Civic Trust handles your personal data under Kenya's Data Protection Act, 2019. We never sell it or share it with advertisers.",
    points: [
      "What we collect: only what you send us through our forms or by email (your name, email, phone number, county, organisation, your message and any CV you attach), the time you agreed to this statement, and the network address a form came from, to stop abuse.",
      "Why: to answer you, to consider your application or registration, and, once you confirm it, to send you the newsletter.",
      `How long: messages, applications and registrations are deleted ${kept} after we have dealt with them; newsletter sign-ups that are never confirmed, after 30 days. You can unsubscribe from the newsletter at any time.`,
      "Your rights: to know what we hold about you and get a copy, to have it corrected or erased, and to object to how we use it. Ask us and we will answer within 30 days. You may also complain to the Office of the Data Protection Commissioner.",
      "Whom to contact: the Data Protection Officer, Uraia Civic Trust, Namanga Road, Kitengela; info@uraia.org or +254 712 345 678.",
    ],
  };
}

export const legalStatements: LegalStatement[] = [
  privacyStatement(365),
  {
    id: "terms",
    title: "Terms of Use",
    body: "Content on this site is for civic education. You may share it with credit to the organisation; publications remain the work of their authors.",
  },
  {
    id: "cookies",
    title: "Cookie Policy",
    body: "This site sets no advertising or tracking cookies. Staff sign-in keeps a token in the browser only while they use the admin area.",
  },
];
