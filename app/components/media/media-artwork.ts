import type { ArtworkName } from "../../../shared/artwork/artwork.ts";
import type { MediaType } from "../../../shared/collections/media.ts";
import type { ProductCategory } from "../../../shared/collections/products.ts";

/** The generated artwork a media card shows when its item has no image of its own. */
export const MEDIA_ARTWORK: Record<MediaType, ArtworkName> = {
  Conference: "media-conference",
  "X Spaces": "media-x-spaces",
  Report: "media-report",
  Video: "media-conference",
  Article: "media-report",
};

/** The generated artwork a product card shows when its product has no photo. */
export const PRODUCT_ARTWORK: Record<ProductCategory, ArtworkName> = {
  Apparel: "product-tshirt",
  Books: "product-handbook",
  "Art Prints": "product-canvas-print",
  Accessories: "product-tote",
};
