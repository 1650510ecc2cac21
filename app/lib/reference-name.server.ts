import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import type { Services } from "../../server/services.ts";
import type { Locale } from "../../shared/locales.ts";
import * as communityClub from "../content/community-club.ts";
import * as getInvolved from "../content/get-involved.ts";
import * as volunteer from "../content/volunteer.ts";
import { copyIn } from "./copy.server.ts";

/** The string at the same place in `twin` as `value` is in `english` (copy modules are twins by shape). */
function twinOf(english: unknown, twin: unknown, value: string): string | null {
  if (typeof english === "string") return english === value && typeof twin === "string" ? twin : null;
  if (typeof english !== "object" || english === null || typeof twin !== "object" || twin === null) return null;
  for (const [key, item] of Object.entries(english)) {
    const found = twinOf(item, (twin as Record<string, unknown>)[key], value);
    if (found) return found;
  }
  return null;
}

/** The pages whose links name a reference in English (a role, a kind of partnership, a club's registration). */
const SOURCES: Array<[name: string, english: object]> = [
  ["get-involved", getInvolved],
  ["community-club", communityClub],
  ["volunteer", volunteer],
];

/**
 * A form's reference (`?reference=`, kept in English so staff group the messages by it) as the
 * reader's language names it: the twin copy's words for a role or a kind of partnership named
 * in page copy, an opening's Kiswahili title; else the reference itself.
 */
export async function referenceName(services: Services, locale: Locale, reference: string | null) {
  if (!reference || locale === "en") return reference;
  for (const [name, english] of SOURCES) {
    const found = twinOf(english, copyIn(locale, name, english), reference);
    if (found) return found;
  }
  try {
    const openings = await services.collections.list("openings", PUBLIC_VIEWER, { limit: 100 });
    const opening = openings.items.find((item) => (item as { title?: string }).title === reference);
    if (opening) {
      const [shown] = await services.translations.localize("openings", [opening], locale);
      return ((shown as { title?: string } | undefined)?.title ?? reference) || reference;
    }
  } catch (error) {
    services.logger.warn({ err: error }, "an opening's Kiswahili title could not be read");
  }
  return reference;
}
