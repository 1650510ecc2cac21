/**
 * The words of the public shell that are not menus or page copy: landmarks,
 * buttons and labels of the header and footer, the language switch, the offer
 * to read in Kiswahili, and the error and 404 screens (docs/product.md, "Kiswahili").
 */
import { contactSubjects } from "./contact.ts";
export const shellCopy = {
  skipToContent: "Skip to content",
  mainMenu: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** Texts with {names} are filled in by fillIn (shared/fill-in.ts); copy travels as data, not code. */
  submenu: "{label} menu",
  logoHome: "{site} home",
  contactTitle: "Contact",
  whatsapp: "WhatsApp",
  newsletterForm: "Newsletter",
  socialMedia: "Social media",
  socialLink: "{site} on {network} (opens in a new tab)",
  rightsReserved: "All rights reserved.",
  /** the alt text of an item's illustration */
  illustrationFor: "Illustration for {title}",
  /** the label of a story's place */
  place: "Place",
  /** a struck-through price, for screen readers */
  originalPrice: "Original price",
  /** The plain link to the same page in the other language: written in that language. */
  languageSwitch: { label: "Kiswahili", title: "Soma ukurasa huu kwa Kiswahili" },
  /** The offer on English pages to a browser that prefers Kiswahili (written in Kiswahili, lang="sw"). */
  languageOffer: {
    region: "Lugha",
    text: "Ukurasa huu unapatikana pia kwa Kiswahili.",
    accept: "Soma kwa Kiswahili",
    decline: "Hapana, asante",
  },
};

/** The small labels of the site's cards (badges, facts), the share bar, dialogs and the PDF reader's zoom. */
export const cardLabels = {
  featured: "Featured",
  urgent: "Urgent",
  urgentNeed: "Urgent Need",
  popular: "Popular",
  sale: "Sale",
  location: "Location",
  duration: "Duration",
  participants: "Participants",
  author: "Author",
  readingTime: "Reading time",
  members: "Members",
  type: "Type",
  experience: "Experience",
  timeCommitment: "Time commitment",
  since: "Since",
  published: "Published",
  fileSize: "File size",
  downloads: "Downloads",
  downloadCount: "{count} downloads",
  length: "Length",
  size: "Size",
  readTime: "Read time",
  requirements: "Requirements",
  copyLink: "Copy link",
  share: "Share…",
  close: "Close",
  zoomLevel: "Zoom level",
  slides: "Slides",
  applyNow: "Apply Now",
  learnMore: "Learn More",
  viewReport: "View Report",
  accessContent: "Access Content",
  joinCampaign: "Join Campaign",
  viewResults: "View Results",
  download: "Download",
  /** the contact subjects of a campaign's and a programme's card (`{title}`) */
  campaignResultsSubject: contactSubjects.campaignResults,
  programmeEnquirySubject: contactSubjects.programmeAbout,
  contactDetails: "Contact details",
  ourImpact: "Our impact",
  /** a share link's name: {network} is X, Facebook, LinkedIn or WhatsApp */
  shareOn: "Share on {network}",
  shareByEmail: "Share by e-mail",
  shareList: "Share “{title}”",
  newTab: "(opens in a new tab)",
  impact: "Impact:",
  applicationsClose: "Applications close",
  /** the filter chips' status line: {shown} items, {noun} what they are, {category} the chosen one */
  showingAll: "Showing all {shown} {noun} on this page",
  showingIn: "Showing {shown} {noun} in {category}",
  pageCount: "{count} pages",
  onePage: "1 page",
  focusAreas: "{name}'s focus areas",
  pdfReader: "PDF reader",
  /** an article's reading time, counted by its noun (shared/counted.ts), {count} at least 1 */
  minRead: { one: "{count} min read", other: "{count} min read" },
  /** a product's stars: what a screen reader says, and the count beside them */
  rated: "Rated {rating} out of 5",
  reviews: "{rating} ({count} reviews)",
  /** before each step's title, for screen readers */
  step: "Step {n}: ",
  /** the badges of campaigns, collaborations and programmes: their status or level codes, in words */
  register: "Register",
  /** the list of a role's skills and of a club's activities (`{title}`) */
  skillsFor: "Skills for {title}",
  activitiesOf: "Activities of a {title}",
  /** after the first requirements of an opening: {count} not shown */
  moreCount: "+{count} more",
  /** the filter chips' empty state: {noun} what the items are */
  noMoreIn: "No more {noun} in this category on this page.",
  /** the PDF reader: the whole document ({pages} is pageCount or onePage) and one page */
  documentPages: "Document, {pages}",
  pageNumber: "Page {n}",
  /** a product's heart toggle */
  favourite: "Favourite: {name}",
  /** the copy buttons beside payment details: {what} is the detail's label */
  copyWhat: "Copy {what}",
  copiedWhat: "{what} copied",
  copyFailed: "Could not copy the {what}",
  copyByHand: "Please select and copy it by hand: {value}",
  badgeWords: {
    Active: "Active",
    Completed: "Completed",
    Beginner: "Beginner",
    Intermediate: "Intermediate",
    Advanced: "Advanced",
    "All levels": "All levels",
  } as Record<string, string>,
};
export type CardLabels = typeof cardLabels;

/** The 404 page. */
export const notFoundCopy = {
  meta: { title: "Page not found", description: "The page you are looking for doesn’t exist." },
  heading: "Oops! The page you are looking for doesn’t exist.",
  home: "Go Home",
  contact: "Contact Us",
  popular: "Popular pages",
};

/** The error screen, shown when a page cannot be rendered. */
export const errorCopy = {
  title: "Unexpected Application Error!",
  fallbackDetail: "Something went wrong.",
  retry: "Please try again in a moment. If it keeps happening, email us at",
  home: "Go Home",
  contact: "Contact Us",
};
export type ErrorCopy = typeof errorCopy;
