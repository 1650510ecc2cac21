/**
 * The known settings, each a text value or null (also when never set):
 * - listen_live_url: an http(s) URL; the home page's Listen Live button opens it
 * - twitter_site: the organisation's X handle (@name); link previews name it as the site
 */
export const SETTING_KEYS = ["listen_live_url", "twitter_site"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type Setting = { key: SettingKey; value: string | null };

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}
