import { z } from "zod";
import { MAX_PHOTOS_PER_SET, MAX_SETS, type PhotoSet } from "./fields.ts";

/**
 * An album's photo sets in another language (decision 0077): the sets' names,
 * keyed by the English set name, and each photo's alt text and caption, keyed by
 * the photo's address. Keys, not positions, so reordering sets or photos keeps
 * every text with its own; a set or photo renamed or added later shows in English
 * until it is given its words. The photos themselves are never translated.
 */
export type PhotoTexts = {
  names?: Record<string, string>;
  photos?: Record<string, { alt?: string; caption?: string }>;
};

const optionalText = (what: string, max: number) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional();

/** The rule of a version's `sets`: only names, alt texts and captions, each as long as its English twin may be. */
export const photoTextsRule = z
  .object(
    {
      names: z
        .record(z.string(), optionalText("A set name", 60), { message: "names must map set names to names" })
        .optional(),
      photos: z
        .record(
          z.string(),
          z.object({ alt: optionalText("Alt text", 300), caption: optionalText("Caption", 300) }).strict(),
          { message: "photos must map photo addresses to { alt, caption }" },
        )
        .optional(),
    },
    { message: "sets must be an object with names and photos" },
  )
  .strict()
  .refine(
    (texts) =>
      Object.keys(texts.names ?? {}).length <= MAX_SETS &&
      Object.keys(texts.photos ?? {}).length <= MAX_SETS * MAX_PHOTOS_PER_SET,
    "Too many sets or photos",
  )
  .transform(withoutEmpty);

/** Drops empty names, alt texts and captions (English shows there). */
function withoutEmpty(texts: {
  names?: Record<string, string | undefined>;
  photos?: Record<string, { alt?: string; caption?: string }>;
}): PhotoTexts {
  const names = Object.fromEntries(
    Object.entries(texts.names ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const photos = Object.fromEntries(
    Object.entries(texts.photos ?? {}).flatMap(([url, words]) => {
      const kept = Object.fromEntries(Object.entries(words).filter(([, text]) => text));
      return Object.keys(kept).length ? [[url, kept]] : [];
    }),
  );
  return {
    ...(Object.keys(names).length && { names }),
    ...(Object.keys(photos).length && { photos }),
  };
}

/** The English sets with the other language's words laid over them, set by set and photo by photo. */
export function overlayPhotoTexts(sets: unknown, texts: unknown): unknown {
  if (!Array.isArray(sets) || typeof texts !== "object" || texts === null) return sets;
  const { names = {}, photos = {} } = texts as PhotoTexts;
  return (sets as PhotoSet[]).map((set) => ({
    ...set,
    name: names[set.name] || set.name,
    photos: set.photos.map((photo) => ({
      ...photo,
      alt: photos[photo.url]?.alt || photo.alt,
      caption: photos[photo.url]?.caption || photo.caption,
    })),
  }));
}
