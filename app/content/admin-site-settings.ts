import { type SiteSettingKey, SOCIAL_ACCOUNTS } from "../../shared/site-settings.ts";

/** One field of the Settings screen: its label, a short hint and how phones type it. */
export type SiteSettingField = {
  key: SiteSettingKey;
  label: string;
  hint: string;
  type?: "text" | "tel" | "email" | "url";
  inputMode?: "numeric" | "text";
};

/** A group of related settings saved together. */
export type SiteSettingGroup = { id: string; title: string; intro: string; fields: SiteSettingField[] };

const figure = (key: SiteSettingKey, label: string, where: string): SiteSettingField => ({
  key,
  label,
  hint: `A figure such as 15+ or 1,200+. Shown on ${where}.`,
});
const social = ({ key, name }: (typeof SOCIAL_ACCOUNTS)[number]): SiteSettingField => ({
  key,
  label: name,
  hint: "The full https address of the account's page.",
  type: "url",
});

/** The Settings screen's groups (docs/product.md, "Site settings"). */
export const siteSettingGroups: SiteSettingGroup[] = [
  {
    id: "mpesa",
    title: "M-Pesa giving",
    intro: "What the donate page and its modal show for Lipa na M-Pesa, Pay Bill.",
    fields: [
      { key: "mpesa_paybill", label: "Paybill number", hint: "5 to 7 digits, such as 400200.", inputMode: "numeric" },
      { key: "mpesa_account", label: "Account number", hint: "What donors type as the account: letters or digits." },
      { key: "mpesa_business_name", label: "Business name", hint: "The name M-Pesa shows before the donor confirms." },
    ],
  },
  {
    id: "bank",
    title: "Bank transfer",
    intro: "The bank transfer details on the donate page. Without an account number, donors are asked to contact us.",
    fields: [
      { key: "bank_name", label: "Bank", hint: "The bank and branch, such as KCB, Kitengela branch. Optional." },
      { key: "bank_account_name", label: "Account name", hint: "The name the account is held in." },
      {
        key: "bank_account_number",
        label: "Bank account number",
        hint: "6 to 20 digits. Optional.",
        inputMode: "numeric",
      },
      { key: "bank_reference_prefix", label: "Reference prefix", hint: "Capital letters, such as DONATION." },
    ],
  },
  {
    id: "contact",
    title: "Phones and email",
    intro: "Shown in the footer, on the contact page, the shop and in donation receipts.",
    fields: [
      { key: "phone", label: "Phone", hint: "For calls, such as 0712 345 678.", type: "tel" },
      {
        key: "whatsapp_number",
        label: "WhatsApp number",
        hint: "Where WhatsApp links and shop orders go, such as 0712 345 678.",
        type: "tel",
      },
      { key: "contact_email", label: "Email", hint: "The public address, such as info@uraia.org.", type: "email" },
    ],
  },
  {
    id: "address",
    title: "Address and office hours",
    intro: "The office as the footer, the contact page and search engines show it.",
    fields: [
      { key: "address_street", label: "Street and building", hint: "Such as Namanga Road, 2nd Floor." },
      { key: "address_postal", label: "Postal address", hint: "Such as P.O. Box 1234-00241." },
      { key: "address_town", label: "Town", hint: "Such as Kitengela." },
      { key: "address_county", label: "County", hint: "Such as Kajiado County." },
      { key: "office_hours", label: "Office hours", hint: "Such as Mon-Fri 9:00 AM-5:00 PM EAT." },
    ],
  },
  {
    id: "social",
    title: "Social links",
    intro: "The icons in the footer and on the contact page.",
    fields: SOCIAL_ACCOUNTS.map(social),
  },
  {
    id: "impact",
    title: "Impact figures",
    intro: "The headline numbers: every page that shows one reads it from here, so they always agree.",
    fields: [
      figure("impact_counties", "Counties", "the home page, Community Club, dialogues and programme pages"),
      figure("impact_people_reached", "People reached (lives touched)", "the home, donate and impact pages"),
      figure("impact_participants_trained", "Participants trained", "the home, civic education and programmes pages"),
      figure("impact_dialogues", "Dialogues and X Spaces sessions", "the home, about, donate and programme pages"),
      figure("impact_communities", "Communities", "the home, dialogues and advocacy pages"),
    ],
  },
];

/** The Settings screen's words around the groups. */
export const siteSettingsCopy = {
  defaultHint: (value: string | null) =>
    value ? `Leave empty for the default: ${value}` : "Leave empty to leave it out.",
  save: (title: string) => `Save ${title}`,
  saving: "Saving...",
  saved: "Saved. The site shows the new details now.",
  /** a setting that is words: its English and Kiswahili side by side */
  inEnglish: (label: string) => `${label} (English)`,
  inKiswahili: (label: string) => `${label} (Kiswahili)`,
  kiswahiliHint: "Shown on the Kiswahili pages and in Kiswahili mail.",
  unchanged: "Nothing changed.",
  invalid: "Please correct the fields marked below.",
  pushShortcode: "M-Pesa prompts from the donate page pay shortcode {code} (MPESA_SHORTCODE on the server).",
  shortcodeDiffers:
    "Warning: the paybill number here ({paybill}) is not the shortcode prompts pay ({code}). Donors who use the paybill and donors who take the prompt would pay different accounts. Make them the same unless that is intended.",
  pushesOff: "M-Pesa prompts are off on this server (MPESA_SHORTCODE is not set): donors give by paybill only.",
  failed: "Save failed",
  loading: "Loading settings...",
  loadFailed: "The settings could not be loaded.",
  retry: "Try again",
};
