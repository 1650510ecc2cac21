import { SITE_SETTING_KEYS, type SiteSettingKey } from "./site-settings.ts";

/**
 * The known settings, each a text value or null (also when never set):
 * - listen_live_url: an http(s) URL; the home page's Listen Live button opens it
 * - twitter_site: the organisation's X handle (@name); link previews name it as the site
 * - the site settings (shared/site-settings.ts): the organisation's details, each
 *   with a default that GET answers until staff store another value
 */
export const OTHER_SETTING_KEYS = ["listen_live_url", "twitter_site"] as const;
export type SettingKey = (typeof OTHER_SETTING_KEYS)[number] | SiteSettingKey;
export const SETTING_KEYS: readonly SettingKey[] = [...OTHER_SETTING_KEYS, ...SITE_SETTING_KEYS];
export type Setting = { key: SettingKey; value: string | null };

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}
