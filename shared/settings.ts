/** The only known setting: its value is an http(s) URL or null. */
export const SETTING_KEYS = ["listen_live_url"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type Setting = { key: SettingKey; value: string | null };

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}
