import { collectionItemPath } from "../../shared/collections/define.ts";
import { type CollectionName, collectionDefinition } from "../../shared/collections/index.ts";
import { CONTENT_KINDS, type ContentKind, kindDefinition } from "../../shared/collections/kinds.ts";
import type { CollectionService } from "../collections/collection-service.ts";
import type { NewsService } from "../news/news-service.ts";
import type { PublicationsService } from "../publications/publications-service.ts";
import type { RevisionSource, RevisionSources, Snapshot } from "./revision-sources.ts";

/** The fields a kind's save accepts, taken from an item as the API answers it. */
function editable(kind: ContentKind, item: Record<string, unknown> | null): Snapshot | undefined {
  if (!item) return undefined;
  const names = [...Object.keys(kindDefinition(kind).fields), "published_at"];
  const fields = Object.fromEntries(names.filter((name) => name in item).map((name) => [name, item[name]]));
  return { fields, version: Number(item.version ?? 1), published_at: (item.published_at as string | null) ?? null };
}

type Answer = Record<string, unknown> | null;

/** The revision sources of news, publications and every collection. */
export function contentSources(services: {
  news: NewsService;
  publications: PublicationsService;
  collections: CollectionService;
}): RevisionSources {
  const news: RevisionSource = {
    snapshot: async (db, id) => editable("news", (await services.news.getByIdIn(db, id)) as Answer),
    find: (viewer, id) => services.news.getById(viewer, id),
    save: (id, input, viewer, note) => services.news.update(id, input, viewer, note),
    address: (item) => kindDefinition("news").stored!.address(String(item.slug)),
  };
  const publications: RevisionSource = {
    snapshot: async (db, id) => editable("publications", (await services.publications.getByIdIn(db, id)) as Answer),
    find: (viewer, id) => services.publications.getById(viewer, id),
    save: (id, input, viewer, note) => services.publications.update(id, input, viewer, note),
    address: (item) => kindDefinition("publications").stored!.address(String(item.slug)),
  };
  const collection = (name: CollectionName): RevisionSource => ({
    snapshot: async (db, id) => editable(name, (await services.collections.getByIdIn(name, db, id)) as Answer),
    find: (viewer, id) => services.collections.getById(name, viewer, id),
    save: (id, input, viewer, note) => services.collections.update(name, id, input, viewer, note),
    address: (item) => collectionItemPath(collectionDefinition(name), Number(item.id), item),
  });
  return Object.fromEntries(
    CONTENT_KINDS.map((kind) => [
      kind,
      kind === "news" ? news : kind === "publications" ? publications : collection(kind as CollectionName),
    ]),
  );
}
