import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { Services } from "../../server/services.ts";
import type { Locale } from "../../shared/locales.ts";
import { settingsInLanguage } from "../../shared/setting-words.ts";
import { SITE_SETTING_DEFAULTS, type SiteSettings } from "../../shared/site-settings.ts";
import { requestLocale } from "./page-language.ts";

/**
 * The X handle link previews name (the twitter_site setting), or null when
 * unset or unreadable: a page still renders when the database cannot answer.
 */
export async function twitterSiteSetting(services: Services): Promise<string | null> {
  try {
    return await services.settings.get("twitter_site");
  } catch (error) {
    services.logger.warn({ err: error }, "twitter_site setting could not be read");
    return null;
  }
}

/** The site settings in force in the page's language, or their defaults when the database cannot answer. */
export async function siteSettings(services: Services, locale: Locale = "en"): Promise<SiteSettings> {
  try {
    return await services.settings.site(locale);
  } catch (error) {
    services.logger.warn({ err: error }, "site settings could not be read; defaults shown");
    return settingsInLanguage({ ...SITE_SETTING_DEFAULTS }, {}, locale);
  }
}

/** One reading of the settings per request, shared by its loaders (the root, the layout, the page). */
const perRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<SiteSettings>>();

/**
 * The site settings in the language of the page `request` asks for, read once per request
 * whichever loaders ask. The root's and the layout's are render-only, so a page that shows
 * settings outside its static islands (contact details, figures) answers them with its own
 * data, where useSiteSettings() finds them (docs/decisions/0093-hydrate-less.md).
 */
export function pageSiteSettings(context: Readonly<RouterContextProvider>, request: Request): Promise<SiteSettings> {
  let settings = perRequest.get(context);
  if (!settings) {
    settings = siteSettings(context.get(servicesContext), requestLocale(request));
    perRequest.set(context, settings);
  }
  return settings;
}
