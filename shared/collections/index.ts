import { albums } from "./albums.ts";
import type { CollectionDefinition, CollectionItem } from "./define.ts";
import { events } from "./events.ts";
import { media } from "./media.ts";
import { openings } from "./openings.ts";
import { partners } from "./partners.ts";
import { products } from "./products.ts";
import { resources } from "./resources.ts";
import { stories } from "./stories.ts";
import { team } from "./team.ts";

/** Every collection staff keep current in the admin, by API name. */
export const COLLECTIONS = { openings, events, albums, resources, team, partners, stories, media, products } as const;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name);
}

export function collectionDefinition(name: CollectionName): CollectionDefinition {
  return COLLECTIONS[name] as unknown as CollectionDefinition;
}

type FieldsOf<N extends CollectionName> = (typeof COLLECTIONS)[N]["fields"];

export type Opening = CollectionItem<FieldsOf<"openings">>;
export type EventItem = CollectionItem<FieldsOf<"events">>;
export type Album = CollectionItem<FieldsOf<"albums">>;
export type ResourceItem = CollectionItem<FieldsOf<"resources">> & { size: string; downloads: number };
export type TeamMember = CollectionItem<FieldsOf<"team">>;
export type Collaboration = CollectionItem<FieldsOf<"partners">>;
export type Story = CollectionItem<FieldsOf<"stories">>;
export type MediaItem = CollectionItem<FieldsOf<"media">>;
export type Product = CollectionItem<FieldsOf<"products">>;

export type { Photo, PhotoSet } from "./fields.ts";

export type ItemOf<N extends CollectionName> = {
  openings: Opening;
  events: EventItem;
  albums: Album;
  resources: ResourceItem;
  team: TeamMember;
  partners: Collaboration;
  stories: Story;
  media: MediaItem;
  products: Product;
}[N];
