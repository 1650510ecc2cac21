import type { LoaderFunctionArgs } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { OpeningKind } from "../../shared/collections/openings.ts";
import * as openingsCopy from "../content/openings.ts";
import type { CopyOf, PageKey } from "../content/pages/page-registry.ts";
import { loadCollection } from "./collections.server.ts";
import { copyFor } from "./copy.server.ts";
import { packCopy } from "./copy-wire.ts";
import { pageCopy } from "./page-copy.server.ts";
import { pageLanguage, requestLocale } from "./page-language.ts";

/** The copy an openings page shows: its own and the opening cards' (decision 0066). */
export type OpeningsPageCopy<Page> = { page: Page; openingPage: typeof openingsCopy.openingPage };

/**
 * The loader of a page that lists one kind of opening under its own copy (volunteer,
 * intern, work with us): the page's copy as staff edited it (page `key` of
 * app/content/pages/page-registry.ts) and the opening cards' copy, in the page's
 * language, packed, and the openings of `kind`.
 */
export function openingsPageLoader<K extends PageKey>(key: K, kind: OpeningKind) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const locale = requestLocale(request);
    const copy: OpeningsPageCopy<CopyOf<K>> = {
      page: await pageCopy(context, request, key),
      openingPage: copyFor(request, "openings", openingsCopy).openingPage,
    };
    return {
      copy: packCopy(copy),
      language: pageLanguage(locale),
      openings: await loadCollection(context.get(servicesContext), "openings", locale, { kind }),
    };
  };
}
