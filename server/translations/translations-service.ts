import type { Kysely } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import type { CollectionName } from "../../shared/collections/index.ts";
import { kindDefinition } from "../../shared/collections/kinds.ts";
import { overlayPhotoTexts } from "../../shared/collections/photo-texts.ts";
import type { ListNames } from "../../shared/list-names.ts";
import type { Locale } from "../../shared/locales.ts";
import {
  type ContentKind,
  emptyValue,
  isTranslationLocale,
  type Localized,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  translatableFields,
  translationSchema,
} from "../../shared/translation-schema.ts";
import { can, requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { withListNames } from "../choices/choice-names.ts";
import type { CollectionService } from "../collections/collection-service.ts";
import type { ContentWrite } from "../content/content-write.ts";
import { prepareArticleHtml } from "../content/inline-images.ts";
import type { Database } from "../db/schema.ts";
import { invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { NewsService } from "../news/news-service.ts";
import type { PublicationsService } from "../publications/publications-service.ts";
import {
  deleteTranslations,
  readTranslations,
  type TranslatedFields,
  translationsOf,
  writeTranslation,
} from "./translation-rows.ts";

/**
 * Kiswahili versions of news, publications and collection items, written once
 * for every kind (docs/product.md, "Translated content"; decision 0070). Each
 * kind plugs in with its translatable fields (shared/translation-schema.ts) and a way
 * to find its English item; lists and items are answered field by field in the
 * version's language where it has the field, in English elsewhere.
 */
export type ContentItem = { id: number } & Record<string, unknown>;

/** The English item of a kind as `viewer` may see it, or null. */
export type FindItem = (kind: ContentKind, viewer: Viewer, id: number) => Promise<ContentItem | null>;

/**
 * Finds an item of any kind through the service that keeps it: a kind with its
 * own table through its service (`stored`, by table), any other through the
 * collections'.
 */
export function itemFinder(services: {
  stored: Record<StoredHook["table"], Pick<NewsService | PublicationsService, "getById">>;
  collections: Pick<CollectionService, "getById">;
}): FindItem {
  return (kind, viewer, id) => {
    const stored = kindDefinition(kind).stored;
    return stored
      ? services.stored[stored.table].getById(viewer, id)
      : services.collections.getById(kind as CollectionName, viewer, id);
  };
}

/**
 * What the wiring (server/services.ts) hands the service, so that it reaches no
 * other subject itself: how to find an item, how to check an Author's own draft,
 * the write path whose "content changed" event rebuilds the search documents, and
 * the names of list entries.
 */
export type TranslationsDeps = {
  find: FindItem;
  requireOwnDraft: (db: Kysely<Database>, id: number, viewer: Viewer) => Promise<unknown>;
  /** The one write path of content (server/content/content-write.ts). */
  write: ContentWrite;
  /** The names of the items' list entries in a language (server/choices/choice-names.ts). */
  listNames: typeof withListNames;
};

/** How other subjects keep an item's versions with it (written, or removed with the item). */
export { deleteTranslations, type TranslatedFields, translationsOf, writeTranslation };

/** A stored version, as the admin editor reads it. */
export type Translation = { locale: TranslationLocale; fields: TranslatedFields };

export interface TranslationsService {
  /** The stored version in `locale` of an item the viewer may see (404 when there is none). */
  get(kind: ContentKind, id: number, locale: string, viewer: Viewer): Promise<Translation>;
  /** Checks and stores the version; answers the item as a page in that language shows it. */
  set(kind: ContentKind, id: number, locale: string, input: unknown, viewer: Viewer): Promise<Localized<ContentItem>>;
  /** Removes the version (404 when there was none). */
  remove(kind: ContentKind, id: number, locale: string, viewer: Viewer): Promise<void>;
  /**
   * Items in `locale`, field by field, each saying which language it is in, with the
   * names of their list entries in that language beside the stored values (`category_name`…).
   */
  localize<T extends { id: number }>(
    kind: ContentKind,
    items: T[],
    locale: Locale,
  ): Promise<Array<Localized<T> & ListNames>>;
  /** The languages besides English each item has a version in (the admin's "Kiswahili missing" badge). */
  versions(kind: ContentKind, ids: number[]): Promise<Map<number, TranslationLocale[]>>;
}

export const LANGUAGE_NOT_OFFERED = (locale: string) =>
  `Content can't be translated into "${locale}": the only other language is sw (Kiswahili)`;

const NO_VERSION = "This item has no Kiswahili version yet";

/** The 404 message of a kind's missing item, as its own routes say it. */
export function itemNotFound(kind: ContentKind): string {
  return `${kindDefinition(kind).singular} not found`;
}

/** Lays a version's fields over the English item's, one by one. */
export function overlay<T extends { id: number }>(
  kind: ContentKind,
  item: T,
  fields: TranslatedFields | undefined,
  locale: Locale,
): Localized<T> {
  if (!fields) return { ...item, locale: "en" };
  const merged: Record<string, unknown> = { ...item };
  for (const { name, input } of translatableFields(kind))
    if (!emptyValue(fields[name]))
      merged[name] = input === "photo-texts" ? overlayPhotoTexts(merged[name], fields[name]) : fields[name];
  return { ...(merged as T), locale };
}

export function createTranslationsService(
  db: Kysely<Database>,
  now: () => Date,
  { find, requireOwnDraft, write, listNames }: TranslationsDeps,
): TranslationsService {
  function offered(locale: string): TranslationLocale {
    if (!isTranslationLocale(locale)) throw notFound(LANGUAGE_NOT_OFFERED(locale));
    return locale;
  }

  /** The roles that may edit the item may translate it (an Author: only their own draft news). */
  async function mayEdit(kind: ContentKind, id: number, viewer: Viewer) {
    if (kindDefinition(kind).stored?.authorsDraft && !can(viewer, "content")) {
      requirePermission(viewer, "news-drafts");
      await requireOwnDraft(db, id, viewer);
    } else requirePermission(viewer, "content");
  }

  async function existing(kind: ContentKind, id: number, viewer: Viewer) {
    const item = await find(kind, viewer, id);
    invariant(item, notFound(itemNotFound(kind)));
    return item;
  }

  return {
    async get(kind, id, locale, viewer) {
      const language = offered(locale);
      await existing(kind, id, viewer);
      const version = (await translationsOf(db, kind, id)).find((t) => t.locale === language);
      invariant(version, notFound(NO_VERSION));
      return { locale: language, fields: version.fields };
    },

    async set(kind, id, locale, input, viewer) {
      const language = offered(locale);
      const item = await existing(kind, id, viewer);
      await mayEdit(kind, id, viewer);
      const fields = validate(translationSchema(kind), input);
      for (const field of translatableFields(kind))
        if (field.input === "rich-text" && typeof fields[field.name] === "string")
          fields[field.name] = await prepareArticleHtml(db, fields[field.name] as string);
      await write(
        { kind, action: "translate" },
        async (trx) => {
          await writeTranslation(trx, { kind, id, locale: language }, fields, now());
          return { id, value: undefined };
        },
        notFound(itemNotFound(kind)),
      );
      return overlay(kind, item, fields, language);
    },

    async remove(kind, id, locale, viewer) {
      const language = offered(locale);
      await existing(kind, id, viewer);
      await mayEdit(kind, id, viewer);
      await write(
        { kind, action: "translate" },
        async (trx) =>
          (await deleteTranslations(trx, kind, id, language)) === 0 ? undefined : { id, value: undefined },
        notFound(NO_VERSION),
      );
    },

    async localize(kind, items, locale) {
      if (locale === "en")
        return listNames(
          db,
          kind,
          items.map((item) => ({ ...item, locale: "en" as const })),
          locale,
        );
      const versions = await readTranslations(
        db,
        kind,
        locale,
        items.map((item) => item.id),
      );
      return listNames(
        db,
        kind,
        items.map((item) => overlay(kind, item, versions.get(item.id), locale)),
        locale,
      );
    },

    async versions(kind, ids) {
      const found = new Map<number, TranslationLocale[]>();
      for (const locale of TRANSLATION_LOCALES)
        for (const id of (await readTranslations(db, kind, locale, ids)).keys())
          found.set(id, [...(found.get(id) ?? []), locale]);
      return found;
    },
  };
}
