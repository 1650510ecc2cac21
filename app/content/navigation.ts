/** The header menu: top links and their dropdown items. */
export type NavItem = { label: string; to: string };
export type NavLink = NavItem & { items?: NavItem[] };

export const joinButton: NavItem = { label: "Join the Movement", to: "/get-involved" };

export const navigation: NavLink[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    to: "/about",
    items: [
      { label: "Our Story", to: "/about" },
      { label: "Mission & Vision", to: "/mission-vision" },
      { label: "Community Impact", to: "/community-impact" },
      { label: "Team", to: "/team" },
      { label: "Partners", to: "/partners" },
    ],
  },
  {
    label: "Our Work",
    to: "/programs",
    items: [
      { label: "Our Programs", to: "/programs" },
      // Each leads to its own page, or to its own section of /programs (the ids in programs.ts).
      { label: "X Spaces", to: "/programs#x-spaces" },
      { label: "Conferences", to: "/programs#conferences" },
      { label: "Public Participation", to: "/programs#public-participation" },
      { label: "Civic Education", to: "/civic-education" },
      { label: "Art in Heart", to: "/art-in-heart" },
    ],
  },
  { label: "News", to: "/news" },
  {
    label: "Media",
    to: "/media-hub",
    items: [
      { label: "Media Hub", to: "/media-hub" },
      { label: "Publications", to: "/publications" },
      { label: "Community Stories", to: "/community-stories" },
      { label: "Event Gallery", to: "/event-gallery" },
      { label: "Resources", to: "/resources" },
    ],
  },
  {
    label: "Get Involved",
    to: "/get-involved",
    items: [
      { label: "Join Our Movement", to: "/get-involved" },
      { label: "Volunteer", to: "/volunteer" },
      { label: "Intern With Us", to: "/intern" },
      { label: "Work With Us", to: "/work-with-us" },
      { label: "Donate", to: "/donate" },
      { label: "Shop", to: "/shop" },
    ],
  },
  { label: "Contact", to: "/contact" },
];

/** The search field in the header of every public page (a plain GET form to /search). */
export const headerSearch = { label: "Search the site", placeholder: "Search", button: "Search" };

/** The switch between the lite site (no scripts, smallest images) and the full one, in the footer and the phone menu. */
export const liteSwitchCopy = {
  label: "Site version",
  lite: "Lite version",
  full: "Full version",
  note: "The lite version has no scripts and smaller pictures, to save mobile data.",
};
export type LiteSwitchCopy = typeof liteSwitchCopy;
