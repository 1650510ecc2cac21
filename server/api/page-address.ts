import type { Context } from "hono";
import { requirePermission } from "../auth/permissions.ts";
import type { Services } from "../services.ts";
import type { ItemAddress } from "./item-address.ts";
import { localeQuery } from "./locale-query.ts";
import type { ApiEnv } from "./staff-access.ts";

const NEVER_SAVED = "This page has not been saved in this language yet: save a change or a draft first.";

/**
 * Where a page's history and preview links are (docs/product.md, "Page copy"):
 * a page in one language is an item like any other, `/api/pages/<key>/…?locale=`,
 * its stored row the item's id, so the one revisions and preview-links routes
 * serve it. Only those who may change page copy (Administrators and Editors)
 * reach it; a page never saved in that language has no history and nothing to preview.
 */
export function pageAddress(services: Services): ItemAddress {
  const locale = (c: Context) => localeQuery(c) ?? "en";
  return {
    param: ":key",
    id: async (c) => {
      requirePermission((c as Context<ApiEnv>).var.viewer, "content");
      return services.pages.rowId(c.req.param("key") ?? "", locale(c));
    },
    missing: NEVER_SAVED,
    locale,
    label: (item) => (item as { title?: string }).title,
  };
}
