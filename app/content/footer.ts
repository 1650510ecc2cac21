import type { NavItem } from "./navigation.ts";

/** Footer copy and link groups (spec section 2, footer). Contact details come from site.ts. */
export const footerAbout =
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
  invalid: "Please enter a valid email address, like name@example.com.",
  successTitle: "Thank you for your interest!",
  successBody: "Online sign-up opens soon. Email us now and we will add you to the newsletter list.",
  mailAction: "Email us",
  mailSubject: "Newsletter subscription",
};

/** The targets of the footer's #privacy, #terms and #cookies anchors. */
export const legalStatements: { id: "privacy" | "terms" | "cookies"; title: string; body: string }[] = [
  {
    id: "privacy",
    title: "Privacy Policy",
    body: "We collect only what you choose to send us (for example through the contact form or by email) and use it only to answer you. We never sell or share your details.",
  },
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
