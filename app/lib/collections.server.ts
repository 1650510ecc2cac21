import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import type { Services } from "../../server/services.ts";
import type { EventKind } from "../../shared/collections/events.ts";
import type { CollectionName, ItemOf, MediaItem } from "../../shared/collections/index.ts";
import type { CollectionQuery } from "../../shared/collections/list-query.ts";
import type { Locale } from "../../shared/locales.ts";
import { eventLd } from "../../shared/structured-data/event.ts";
import { type InPageLanguage, inPageLanguage } from "./in-page-language.server.ts";
import { DEFAULT_PREVIEW_IMAGE } from "./meta.ts";

/**
 * A public list as a page shows it: the items in the page's language (each
 * saying which language its text is in), or nothing and `failed` when the
 * database could not be read.
 */
export type LoadedList<T> = { items: Array<InPageLanguage<T>>; failed: boolean };

/** How many items one query reads; a list longer than that is read in several. */
const READ_BATCH = 100;

/**
 * The public loader of every collection: what visitors may see, in the
 * collection's order. With a `limit`, at most that many; without one, every
 * item (read 100 at a time), so no item of a list shown whole is ever left out.
 * Lists that can grow without bound (albums, resources, stories) are paged instead.
 */
export async function loadCollection<N extends CollectionName>(
  services: Services,
  name: N,
  locale: Locale,
  options: CollectionQuery = {},
): Promise<LoadedList<ItemOf<N>>> {
  const inLanguage = (items: ItemOf<N>[]) => inPageLanguage(services, name, items, locale);
  try {
    if (options.limit !== undefined) {
      const page = await services.collections.list(name, PUBLIC_VIEWER, options);
      return { items: await inLanguage(page.items as ItemOf<N>[]), failed: false };
    }
    const items: ItemOf<N>[] = [];
    for (let offset = 0; ; offset += READ_BATCH) {
      const page = await services.collections.list(name, PUBLIC_VIEWER, { ...options, limit: READ_BATCH, offset });
      items.push(...(page.items as ItemOf<N>[]));
      if (page.items.length < READ_BATCH || items.length >= page.total) break;
    }
    return { items: await inLanguage(items), failed: false };
  } catch (error) {
    services.logger.error({ err: error, collection: name }, "collection list failed to load");
    return { items: [], failed: true };
  }
}

/** One published item by id in the page's language, or null (unknown, draft, or the database could not be read). */
export async function loadItem<N extends CollectionName>(
  services: Services,
  name: N,
  id: string | undefined,
  locale: Locale,
): Promise<InPageLanguage<ItemOf<N>> | null> {
  const number = /^\d{1,15}$/.test(id ?? "") ? Number(id) : 0;
  if (!number) return null;
  const item = (await services.collections.getById(name, PUBLIC_VIEWER, number)) as ItemOf<N> | null;
  if (!item) return null;
  const [localized] = await inPageLanguage(services, name, [item], locale);
  return localized ?? null;
}

/** How many past events a page lists under its upcoming ones. */
export const PAST_EVENTS_SHOWN = 6;

/**
 * A page's upcoming events of a kind (soonest first) and its latest past ones,
 * with every listed event as a schema.org Event (built here, on the server,
 * so the builders never reach the browser).
 */
export async function loadEvents(services: Services, kind: EventKind, locale: Locale) {
  const [upcoming, past] = await Promise.all([
    loadCollection(services, "events", locale, { kind, upcoming: true }),
    loadCollection(services, "events", locale, { kind, upcoming: false, limit: PAST_EVENTS_SHOWN }),
  ]);
  const origin = services.config.publicUrl;
  const jsonLd = [...upcoming.items, ...past.items].map((e) => eventLd(e, origin, DEFAULT_PREVIEW_IMAGE.src, locale));
  return { upcoming, past, jsonLd };
}

/** How many available items the Media Hub lists under Recent content. */
export const RECENT_MEDIA_SHOWN = 6;

const newestFirst = (a: MediaItem, b: MediaItem) => b.date.localeCompare(a.date) || b.id - a.id;

/** The Media Hub: its Featured and Live items together, newest first, and the latest available ones. */
export async function loadMedia(services: Services, locale: Locale) {
  const [featured, live, recent] = await Promise.all([
    loadCollection(services, "media", locale, { kind: "Featured" }),
    loadCollection(services, "media", locale, { kind: "Live" }),
    loadCollection(services, "media", locale, { kind: "Available", limit: RECENT_MEDIA_SHOWN }),
  ]);
  const leading = [...featured.items, ...live.items].sort(newestFirst);
  return { featured: { items: leading, failed: featured.failed || live.failed }, recent };
}
