import type { Services } from "../../server/services.ts";
import type { Locale } from "../../shared/locales.ts";
import { settingsInLanguage } from "../../shared/setting-words.ts";
import { SITE_SETTING_DEFAULTS, type SiteSettings } from "../../shared/site-settings.ts";

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
