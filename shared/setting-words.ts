import type { Locale } from "./locales.ts";
import { SITE_SETTING_DEFAULTS, type SiteSettingKey, type SiteSettings } from "./site-settings.ts";

/**
 * The site settings that are words (docs/product.md, "Site settings"): each has
 * a Kiswahili text beside the English one. The others (numbers, addresses of
 * pages, the town's name) read the same in both languages.
 */
export const SETTING_WORD_KEYS = [
  "address_street",
  "address_county",
  "office_hours",
] as const satisfies readonly SiteSettingKey[];
export type SettingWordKey = (typeof SETTING_WORD_KEYS)[number];

export function isSettingWordKey(key: string): key is SettingWordKey {
  return (SETTING_WORD_KEYS as readonly string[]).includes(key);
}

/** The Kiswahili of the English defaults (docs/kiswahili-glossary.md). */
export const SETTING_WORDS_SW_DEFAULTS: Readonly<Record<SettingWordKey, string>> = {
  address_street: "Barabara ya Namanga, Kitengela Business Centre, Ghorofa ya 2",
  address_county: "Kaunti ya Kajiado",
  office_hours: "Jumatatu hadi Ijumaa, saa tatu asubuhi hadi saa kumi na moja jioni",
};

/**
 * A word setting's Kiswahili text in force: the one staff stored; else, while the
 * English is still its default, the default's Kiswahili; else the English (a
 * Kiswahili page never shows an old default beside a changed English address).
 */
export function kiswahiliValue(key: SettingWordKey, english: string | null, stored: string | null): string | null {
  if (stored !== null && stored.trim() !== "") return stored;
  return english === SITE_SETTING_DEFAULTS[key] ? SETTING_WORDS_SW_DEFAULTS[key] : english;
}

/** The site settings in a page's language: the word settings' Kiswahili on Kiswahili pages. */
export function settingsInLanguage(
  settings: SiteSettings,
  storedSw: Partial<Record<SettingWordKey, string | null>>,
  locale: Locale,
): SiteSettings {
  if (locale === "en") return settings;
  const out = { ...settings };
  for (const key of SETTING_WORD_KEYS) out[key] = kiswahiliValue(key, settings[key], storedSw[key] ?? null);
  return out;
}
