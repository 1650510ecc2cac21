import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import type { Services } from "../../server/services.ts";
import type { Locale } from "../../shared/locales.ts";
import type { Publication } from "../../shared/publications.ts";
import { type InPageLanguage, inPageLanguage } from "./in-page-language.server.ts";

/** The Listen Live URL when the setting holds an http(s) URL; null otherwise or when it cannot be read (silently). */
export async function loadListenLiveUrl(services: Services): Promise<string | null> {
  try {
    const value = await services.settings.get("listen_live_url");
    return value && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null;
  } catch (error) {
    services.logger.warn({ err: error }, "listen_live_url could not be read; Listen Live hidden");
    return null;
  }
}

/** The home page's four latest publications in the page's language, or the home page's load-failure message. */
export async function loadHomePublications(
  services: Services,
  locale: Locale = "en",
): Promise<{ publications: Array<InPageLanguage<Publication>>; publicationsError: string | null }> {
  try {
    const page = await services.publications.list(PUBLIC_VIEWER, { limit: 4 });
    return {
      publications: await inPageLanguage(services, "publications", page.items, locale),
      publicationsError: null,
    };
  } catch (error) {
    services.logger.warn({ err: error }, "home publications could not be loaded");
    return { publications: [], publicationsError: "Failed to load publications" };
  }
}
