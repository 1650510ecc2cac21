import { useRouteLoaderData } from "react-router";
import type { SiteSettings, SocialAccount } from "../../shared/site-settings.ts";
import type { RootData } from "./meta.ts";

/** Every setting unknown: only when the root loader's data is missing (components then leave the details out). */
const UNKNOWN = {} as SiteSettings;

/**
 * The organisation's details in force (the root loader reads them once per
 * page, with the defaults filled in): route modules and layouts pass them to
 * components as props. The defaults themselves stay out of the browser's code.
 */
export function useSiteSettings(): SiteSettings {
  return (useRouteLoaderData("root") as RootData | undefined)?.site ?? UNKNOWN;
}

/** The social accounts with a link (the root loader works them out from the settings). */
export function useSocialAccounts(): SocialAccount[] {
  return (useRouteLoaderData("root") as RootData | undefined)?.social ?? [];
}
