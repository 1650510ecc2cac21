import type { SiteSettings, SocialAccount } from "../../shared/site-settings.ts";
import type { RootData } from "./meta.ts";
import { usePageMatches } from "./page-matches.ts";

/** Every setting unknown: only when the root loader's data is missing (components then leave the details out). */
const UNKNOWN = {} as SiteSettings;

/** `key` of the deepest route's data that has it: a page's own, else the root's. */
function deepest<K extends "site" | "social">(matches: ReadonlyArray<{ loaderData: unknown }>, key: K): RootData[K] {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i]?.loaderData as Partial<RootData> | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

/**
 * The organisation's details in force (read on the server with the defaults
 * filled in): route modules and layouts pass them to components as props. The
 * root's are render-only (the server renders with them; the browser does not get
 * them with a document), so a page that shows them outside its static islands
 * answers them itself, as `site` (pageSiteSettings(), docs/decisions/0093-hydrate-less.md).
 * The defaults themselves stay out of the browser's code.
 */
export function useSiteSettings(): SiteSettings {
  return deepest(usePageMatches(), "site") ?? UNKNOWN;
}

/** The social accounts with a link (worked out from the settings on the server; as `site`, a page's own `social` first). */
export function useSocialAccounts(): SocialAccount[] {
  return deepest(usePageMatches(), "social") ?? [];
}
