import { useRouteLoaderData } from "react-router";
import { SITE_SETTING_DEFAULTS, type SiteSettings } from "../../shared/site-settings.ts";
import type { RootData } from "./meta.ts";

/**
 * The organisation's details in force (the root loader reads them once per
 * page): route modules and layouts pass them to components as props.
 */
export function useSiteSettings(): SiteSettings {
  return (useRouteLoaderData("root") as RootData | undefined)?.site ?? SITE_SETTING_DEFAULTS;
}
