import { Hono } from "hono";
import { isSettingWordKey, SETTING_WORDS_SW_DEFAULTS } from "../../shared/setting-words.ts";
import { isSettingKey, OTHER_SETTING_KEYS } from "../../shared/settings.ts";
import { SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS } from "../../shared/site-settings.ts";
import { requirePermission } from "../auth/permissions.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery } from "./locale-query.ts";
import type { ApiEnv } from "./staff-access.ts";

function knownKey(key: string) {
  if (!isSettingKey(key)) throw notFound(`Unknown setting "${key}". GET /api/settings lists the known settings.`);
  return key;
}

/**
 * /api/settings/{key}: answers `{ key, value }`; PUT takes `{ value }` (null clears it,
 * or puts a site setting's default back). /api/settings lists every setting with its default.
 * `?locale=sw` reads and sets a word setting's Kiswahili text (shared/setting-words.ts;
 * unset, it falls back); the list gives each word setting's `value_sw` beside its value.
 */
export function settingsRoutes(services: Services) {
  const settings = new Hono<ApiEnv>();

  settings.get("/", async (c) => {
    const site = await services.settings.site();
    const others = await Promise.all(
      OTHER_SETTING_KEYS.map(async (key) => ({ key, value: await services.settings.get(key), default: null })),
    );
    const sw = await services.settings.site("sw");
    const items = SITE_SETTING_KEYS.map((key) => ({
      key,
      value: site[key],
      default: SITE_SETTING_DEFAULTS[key],
      ...(isSettingWordKey(key) ? { value_sw: sw[key], default_sw: SETTING_WORDS_SW_DEFAULTS[key] } : {}),
    }));
    // Staff also see the shortcode M-Pesa prompts pay (MPESA_SHORTCODE), to compare with the paybill shown to donors.
    const mpesa = c.var.viewer.staff ? { mpesa: { shortcode: services.config.mpesa?.shortcode ?? null } } : {};
    return c.json({ items: [...others, ...items], ...mpesa });
  });

  settings.get("/:key", async (c) => {
    const key = knownKey(c.req.param("key"));
    const locale = localeQuery(c);
    return c.json({ key, value: await services.settings.get(key, locale), ...(locale ? { locale } : {}) });
  });

  settings.put("/:key", async (c) => {
    requirePermission(c.var.viewer, "settings");
    const key = knownKey(c.req.param("key"));
    const body = await readJson(c, 16 * 1024);
    const value =
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { value?: unknown }).value : body;
    const locale = localeQuery(c);
    const before = await services.settings.get(key, locale);
    const after = await services.settings.set(key, value, locale);
    // The audit entry names what changed: the value before and the value now in force.
    c.set("auditNote", { detail: { from: before, to: after, ...(locale ? { locale } : {}) } });
    return c.json({ key, value: after, ...(locale ? { locale } : {}) });
  });

  return settings;
}
