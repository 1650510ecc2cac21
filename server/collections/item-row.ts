import type { Selectable } from "kysely";
import type { CollectionDefinition, CollectionItem } from "../../shared/collections/define.ts";
import { itemTexts } from "../../shared/collections/item-texts.ts";
import type { CollectionItemsTable } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

export type ItemRow = Pick<
  Selectable<CollectionItemsTable>,
  "id" | "data" | "published_at" | "position" | "downloads" | "created_at" | "updated_at" | "version"
>;

export const ITEM_COLUMNS = [
  "id",
  "data",
  "published_at",
  "position",
  "downloads",
  "created_at",
  "updated_at",
  "version",
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored row as the API answers it: the fields, then the common ones. */
export function toItem(definition: CollectionDefinition, row: ItemRow): CollectionItem {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return {
    id: Number(row.id),
    ...data,
    ...(definition.downloads && { downloads: Number(row.downloads) }),
    published_at: toIso(row.published_at),
    position: Number(row.position),
    created_at: toIso(row.created_at) ?? "",
    updated_at: toIso(row.updated_at) ?? "",
  } as CollectionItem;
}

const asDate = (value: unknown) => (typeof value === "string" && value ? new Date(value) : null);

/**
 * The typed columns of an item: its title, kind, featured flag and the moments
 * lists sort and filter on. An event without an end counts as over a day after it starts.
 */
export function rowColumns(definition: CollectionDefinition, data: Record<string, unknown>) {
  const { columns = {} } = definition;
  const startsAt = columns.starts_at ? asDate(data[columns.starts_at]) : null;
  let endsAt = columns.ends_at ? asDate(data[columns.ends_at]) : null;
  if (!endsAt && definition.upcoming && startsAt) endsAt = new Date(startsAt.getTime() + DAY_MS);
  return {
    title: String(data[definition.titleField] ?? ""),
    kind: definition.kindField ? String(data[definition.kindField] ?? "") : null,
    featured: columns.featured ? data[columns.featured] === true : false,
    starts_at: startsAt,
    ends_at: endsAt,
    search: searchText(definition, data),
  };
}

/** The lowercased text ?q= looks in: the title and every text and tag field. */
export function searchText(definition: CollectionDefinition, data: Record<string, unknown>): string {
  return itemTexts(definition, data).join(" \u2022 ").toLowerCase().slice(0, 4000);
}
