/**
 * How the page's first script begins (app/lib/scripts-after-paint.ts writes it): the page cache
 * finds the module code it carries by this beginning, to allow that code by its hash
 * (server/page-cache/script-hashes.ts).
 */
export const STARTER_START = "((c,p)=>{";
