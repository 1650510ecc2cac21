import type { Permission } from "../roles.ts";
import { COLLECTION_NAMES, type CollectionName, collectionDefinition } from "./index.ts";

const EDITS_CONTENT: Permission = "content";

/**
 * The admin sidebar's link to each collection's screen, in the registry's order,
 * named as the screens name it (`names`, else the definition's own label): a new
 * collection gets its link with no other edit.
 */
export const collectionAdminLinks = (names: Partial<Record<CollectionName, { label: string }>>) =>
  COLLECTION_NAMES.map((name) => ({
    href: `/admin/${name}`,
    label: names[name]?.label ?? collectionDefinition(name).label,
    permission: EDITS_CONTENT,
  }));
