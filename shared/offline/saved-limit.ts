/** The cache holding every saved page, image, page text and PDF. */
export const SAVED_CACHE = "uraia-saved";
/** The site keeps its saved reading under this much, whatever the browser would allow. */
export const SAVED_LIMIT_BYTES = 50 * 1024 * 1024;
