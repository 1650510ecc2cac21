/**
 * Headers of a page that carries a signed form stamp (contact, apply, register):
 * each visit gets a stamp of its own, because a stamp counts once, so the page is
 * never kept in the render cache or a shared cache.
 */
export const formPageHeaders = () => ({ "Cache-Control": "private, no-store" });
