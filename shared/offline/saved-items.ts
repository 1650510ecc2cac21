import { inStore } from "./offline-db.ts";
import { SAVED_CACHE } from "./saved-limit.ts";

export { SAVED_CACHE, SAVED_LIMIT_BYTES } from "./saved-limit.ts";

/** One saved article or publication: what the Saved page lists and what its removal deletes. */
export type SavedItem = {
  /** the page's address (path and query): the record's key */
  url: string;
  title: string;
  kind: "article" | "publication";
  /** the language of the page saved */
  locale: string;
  savedAt: string;
  /** what all its stored responses weigh */
  bytes: number;
  /** every address stored for it (the page, its images, a publication's pages and PDF) */
  urls: string[];
  /** a publication's pages stored, else 0 */
  pages: number;
  pdf: boolean;
};

export const listSaved = async (): Promise<SavedItem[]> =>
  ((await inStore("saved", "readonly", (s) => s.getAll())) as SavedItem[]).sort((a, b) =>
    b.savedAt.localeCompare(a.savedAt),
  );

export const getSaved = async (url: string): Promise<SavedItem | undefined> =>
  (await inStore("saved", "readonly", (s) => s.get(url))) as SavedItem | undefined;

export const putSaved = (item: SavedItem) => inStore("saved", "readwrite", (s) => s.put(item));

/** Deletes an item's record and the stored responses no other saved item uses. */
export async function removeSaved(url: string): Promise<void> {
  const item = await getSaved(url);
  if (!item) return;
  await inStore("saved", "readwrite", (s) => s.delete(url));
  const stillUsed = new Set((await listSaved()).flatMap((other) => other.urls));
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all(item.urls.filter((u) => !stillUsed.has(u)).map((u) => cache.delete(u)));
}

/** What the saved reading weighs in all (the figure kept under SAVED_LIMIT_BYTES). */
export const savedBytes = async (): Promise<number> => (await listSaved()).reduce((sum, i) => sum + i.bytes, 0);

/** Where a page's own images are (CSS selectors): an article's body, a publication's page reader. */
export const OWN_IMAGES = {
  article: "article img",
  publication: 'section[aria-labelledby="page-reader-title"] img',
} as const;
