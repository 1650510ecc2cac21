import type { Services } from "../../server/services.ts";
import type { OpeningKind } from "../../shared/collections/openings.ts";
import * as openingsCopy from "../content/openings.ts";
import { loadCollection } from "./collections.server.ts";
import { copyFor } from "./copy.server.ts";
import { packCopy } from "./copy-wire.ts";
import { pageLanguage, requestLocale } from "./page-language.ts";

/** The copy an openings page shows: its own and the opening cards' (decision 0066). */
export type OpeningsPageCopy<Page> = { page: Page; openingPage: typeof openingsCopy.openingPage };

/**
 * The loader of a page that lists one kind of opening under its own copy (volunteer,
 * intern, work with us): the copy in the page's language, packed, and the openings.
 */
export async function loadOpeningsPage<Page>(request: Request, services: Services, kind: OpeningKind, page: Page) {
  const locale = requestLocale(request);
  const copy: OpeningsPageCopy<Page> = { page, openingPage: copyFor(request, "openings", openingsCopy).openingPage };
  return {
    copy: packCopy(copy),
    language: pageLanguage(locale),
    openings: await loadCollection(services, "openings", locale, { kind }),
  };
}
