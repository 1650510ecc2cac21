/**
 * The organisation's editable details (docs/product.md, "Site settings"): each
 * key's value when staff never changed it. Stored overrides come through the
 * settings API; the root loader merges them over these and passes the result
 * down as plain data, so no public page reads a number from code.
 * Empty means "not shown" (a key whose default is null may stay unset).
 */
export const SITE_SETTING_DEFAULTS = {
  mpesa_paybill: "400200",
  mpesa_account: "872607",
  mpesa_business_name: "URAIA CIVIC TRUST",
  bank_name: null,
  bank_account_name: "Uraia Civic Trust",
  bank_account_number: null,
  bank_reference_prefix: "DONATION",
  phone: "+254712345678",
  whatsapp_number: "+254712345678",
  contact_email: "info@uraia.org",
  address_street: "Namanga Road, Kitengela Business Centre, 2nd Floor",
  address_postal: "P.O. Box 1234-00241",
  address_town: "Kitengela",
  address_county: "Kajiado County",
  office_hours: "Mon-Fri 9:00 AM-5:00 PM EAT",
  social_x: "https://x.com/UraiaKenya",
  social_facebook: "https://www.facebook.com/UraiaKenya",
  social_instagram: "https://www.instagram.com/uraia.ke",
  social_youtube: "https://www.youtube.com/@UraiaKenya",
  social_linkedin: "https://www.linkedin.com/company/uraia-kenya",
  impact_counties: "15+",
  impact_people_reached: "15,000+",
  impact_participants_trained: "500+",
  impact_dialogues: "700+",
  impact_communities: "50+",
} as const satisfies Record<string, string | null>;

export type SiteSettingKey = keyof typeof SITE_SETTING_DEFAULTS;
export const SITE_SETTING_KEYS = /* @__PURE__ */ Object.keys(SITE_SETTING_DEFAULTS) as SiteSettingKey[];

/** Every site setting's current value: the stored override, or the default. */
export type SiteSettings = Record<SiteSettingKey, string | null>;

/** The impact figures a page's headline numbers may name instead of writing them out. */
export type FigureKey = Extract<SiteSettingKey, `impact_${string}`>;

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(SITE_SETTING_DEFAULTS, key);
}

/** The defaults with the stored values laid over them (unknown keys ignored). */
export function resolveSiteSettings(stored: Iterable<{ key: string; value: string | null }>): SiteSettings {
  const settings: SiteSettings = { ...SITE_SETTING_DEFAULTS };
  for (const row of stored) if (isSiteSettingKey(row.key) && row.value !== null) settings[row.key] = row.value;
  return settings;
}

/** The social accounts in the order the footer and the contact page show them; an empty one is left out. */
export const SOCIAL_ACCOUNTS = [
  { key: "social_x", name: "X" },
  { key: "social_facebook", name: "Facebook" },
  { key: "social_instagram", name: "Instagram" },
  { key: "social_youtube", name: "YouTube" },
  { key: "social_linkedin", name: "LinkedIn" },
] as const satisfies readonly { key: SiteSettingKey; name: string }[];

export type SocialAccount = { name: string; handle: string; url: string };

/** The accounts that have a URL, each named by the last part of its address ("UraiaKenya", "@UraiaKenya"). */
export function socialAccounts(settings: SiteSettings): SocialAccount[] {
  return SOCIAL_ACCOUNTS.flatMap(({ key, name }) => {
    const url = settings[key];
    if (!url) return [];
    const handle = url.replace(/\/+$/, "").split("/").at(-1) ?? url;
    return [{ name, handle, url }];
  });
}

/** A wa.me link to the WhatsApp number, with a prefilled message when `text` is given. */
export function whatsappHref(settings: Pick<SiteSettings, "whatsapp_number">, text?: string): string {
  const digits = (settings.whatsapp_number ?? "").replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** A tel: link to a stored E.164 number. */
export const telHref = (e164: string) => `tel:${e164.replace(/[^\d+]/g, "")}`;

/** A headline figure as page copy writes it: the number itself, or the impact setting that holds it. */
export type FigureSource = { value: string; label: string } | { figure: FigureKey; label: string };

/** The page's headline figures with every named impact figure filled in from the settings. */
export function withFigures(
  sources: readonly FigureSource[],
  settings: SiteSettings,
): { value: string; label: string }[] {
  return sources.map((s) => ("figure" in s ? { value: settings[s.figure] ?? "", label: s.label } : s));
}
