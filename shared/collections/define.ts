import { z } from "zod";
import type { EditState } from "../edit-state.ts";
import { publishedAt } from "../schema-fields.ts";
import type { FieldSpec } from "./fields.ts";

/**
 * One definition per collection drives everything: the zod rules, the stored
 * row (typed columns for what lists filter and sort on, the rest as a JSON
 * document), the API, the admin list and form, and the public loaders.
 * docs/product.md ("Collections") describes each one.
 */
export type Fields = Record<string, FieldSpec>;

export type CollectionOrder = "position" | "starts-asc" | "starts-desc";

export type CollectionDefinition<F extends Fields = Fields> = {
  /** the API path segment and the stored collection name */
  name: string;
  label: string;
  singular: string;
  /** the field that names an item (title or name) */
  titleField: keyof F & string;
  fields: F;
  /** which field `?kind=` filters on */
  kindField?: keyof F & string;
  /** fields copied into typed, indexed columns */
  columns?: { starts_at?: keyof F & string; ends_at?: keyof F & string; featured?: keyof F & string };
  order: CollectionOrder;
  /** public lists leave out items whose ends_at moment has passed (closing dates) */
  hideAfterEnd?: boolean;
  /** `?upcoming=true|false` splits by ends_at (or starts_at) against now */
  upcoming?: boolean;
  /** a file field whose stored size is filled in by itself */
  file?: { field: keyof F & string; sizeField: string };
  /** keeps a download count */
  downloads?: boolean;
  /** the order the admin form shows the fields in, where it differs from `fields` (whose order the API's messages follow) */
  formOrder?: Array<keyof F & string>;
  /** fields the admin list shows besides the title and status */
  listFields: Array<keyof F & string>;
  /** rules across fields: [field, message] for each broken one */
  checks?: (data: Record<string, unknown>) => Array<[field: string, message: string]>;
  /** a kind kept in its own table instead of collection_items (news, publications; decision 0074) */
  stored?: StoredHook;
  /** the public page that shows the kind's items: a search result of an item without a page of its own leads there */
  page?: string;
  /** an item's own public page, where it has one (an event's, an opening's) */
  itemPath?: (id: number, data: Record<string, unknown>) => string;
};

/**
 * Where a kind with its own table keeps its items, and how its addresses work.
 * Its rows keep their ids (public links and API answers carry them) and their
 * typed, indexed columns; the fields map one to one onto columns of that name.
 */
export type StoredHook = {
  table: "news" | "publications";
  /** an item's public address by its slug */
  address: (slug: string) => string;
  /** the type of its documents in the site search */
  searchType: string;
  /** what its search document holds besides the title: the excerpt's field and the body's (an article's HTML read as text) */
  searchFields: { excerpt: string; body: string[] };
  /** the address of one page of its file, where the search finds words on that page (a publication's PDF) */
  pageAddress?: (slug: string, page: number) => string;
  /** Authors (the news-drafts permission) write drafts of it, and only their own (docs/product.md, "Staff roles") */
  authorsDraft?: boolean;
  /** old slugs kept so old links still arrive (news_slug_history) */
  slugHistory?: boolean;
};

export function defineCollection<const F extends Fields>(definition: CollectionDefinition<F>): CollectionDefinition<F> {
  return definition;
}

/** An item's public address: its own page (itemPath), else its kind's page, else the home page. */
export function collectionItemPath(
  definition: CollectionDefinition,
  id: number,
  data: Record<string, unknown>,
): string {
  return definition.itemPath?.(id, data) ?? definition.page ?? "/";
}

type Shape<F extends Fields> = { [K in keyof F]: F[K]["schema"] };

/** Fields every collection item has besides its own. */
const common = {
  /** null or absent = draft, a future moment = scheduled */
  published_at: z.preprocess((v) => (v === undefined ? null : v), publishedAt),
};

/** The full input rule of a collection (create; an update is merged with the stored item first). */
export function itemSchema<F extends Fields>(definition: CollectionDefinition<F>) {
  const shape = Object.fromEntries(Object.entries(definition.fields).map(([k, f]) => [k, f.schema])) as Shape<F>;
  return z
    .object({ ...shape, ...common }, { message: "The request body must be a JSON object" })
    .superRefine((data, ctx) => {
      for (const [field, message] of definition.checks?.(data as Record<string, unknown>) ?? []) {
        ctx.addIssue({ code: "custom", path: [field], message });
      }
    });
}

export type ItemData<F extends Fields> = z.output<z.ZodObject<Shape<F>>>;

/** An item as the API answers it. */
export type CollectionItem<F extends Fields = Fields> = ItemData<F> & {
  id: number;
  published_at: string | null;
  position: number;
  created_at: string;
  updated_at: string;
} & EditState;
