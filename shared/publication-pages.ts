/**
 * A publication's PDF rendered page by page, for reading without JavaScript and
 * in lite mode (docs/product.md, "Reading a report page by page").
 */

/** pending → rendering (n of N) → done, or no_text (a scanned PDF: images only), or failed. */
export type PageRenderState = "pending" | "rendering" | "done" | "no_text" | "failed";

export type PublicationRender = {
  state: PageRenderState;
  pagesDone: number;
  pagesTotal: number | null;
  /** why the last attempt failed, for staff */
  error: string | null;
};

export type PublicationPage = {
  page: number;
  text: string;
  /** about 800 px wide */
  imageUrl: string;
  /** the lite width, at most about 60 KB */
  liteImageUrl: string;
  width: number;
  height: number;
};

/** The widths every page is rendered at: the reader's and lite mode's. */
export const PAGE_IMAGE_WIDTH = 800;
export const LITE_PAGE_IMAGE_WIDTH = 480;
/** A lite page image is encoded at lower quality until it fits. */
export const LITE_PAGE_IMAGE_MAX_BYTES = 60_000;
