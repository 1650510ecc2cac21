import { z } from "zod";
import { flag, whole } from "../query-params.ts";
import type { CollectionDefinition } from "./define.ts";

export const STATUSES = ["draft", "scheduled", "published"] as const;
export type StatusFilter = (typeof STATUSES)[number];

/** `?missing=sw`: only items without a Kiswahili version (the admin lists' "Kiswahili missing" filter). */
export const missingVersion = z
  .enum(["sw"], { message: "missing must be sw: items without a Kiswahili version" })
  .optional();

/** ?limit, ?offset, ?q, ?status, ?kind, ?featured, ?upcoming of GET /api/{collection}: 400 naming the bad one. */
export function collectionQuerySchema(definition: CollectionDefinition) {
  const kinds = definition.kindField ? definition.fields[definition.kindField]?.options : undefined;
  return z.object({
    limit: whole("limit", 1, 100),
    offset: whole("offset", 0, 1_000_000),
    q: z.string().trim().max(100, "q must be at most 100 characters").optional(),
    status: z.enum(STATUSES, { message: "status must be draft, scheduled or published" }).optional(),
    kind: kinds
      ? z.enum(kinds as [string, ...string[]], { message: `kind must be one of: ${kinds.join(", ")}` }).optional()
      : z.undefined({ message: "This collection has no kind filter" }).optional(),
    featured: flag("featured"),
    missing: missingVersion,
    upcoming: definition.upcoming
      ? flag("upcoming")
      : z.undefined({ message: "This collection has no upcoming filter" }).optional(),
  });
}

export type CollectionQuery = {
  limit?: number | undefined;
  offset?: number | undefined;
  q?: string | undefined;
  status?: StatusFilter | undefined;
  kind?: string | undefined;
  featured?: boolean | undefined;
  upcoming?: boolean | undefined;
  /** only items without a version in this language */
  missing?: "sw" | undefined;
  /** items a page already shows elsewhere (its featured ones); not a parameter of the API */
  excludeIds?: number[] | undefined;
};
