import { localizedPath } from "../../shared/locales.ts";
import type { Viewer } from "../auth/viewer.ts";
import { badRequest } from "../http/errors.ts";
import type { RevisionSource } from "../revisions/revision-sources.ts";
import type { PagesService } from "./pages-service.ts";

/**
 * Page copy's entry among the revision sources (decision 0089): a page in one
 * language (its page_copy row) keeps revisions and preview links as any item
 * does. Its snapshot is the whole copy a visitor would read after the save (the
 * draft's, when a draft was saved last); a restore saves that copy as the
 * published one, through the same checks as a PATCH. Its preview shows the
 * page's draft; once no draft waits, the link leads to the page itself.
 */
export function pageRevisionSource(pages: PagesService, who: (viewer: Viewer) => Promise<string>): RevisionSource {
  return {
    snapshot: (db, id) => pages.snapshot(db, id),
    find: (viewer, id) => pages.item(id, !viewer.staff),
    async save(id, input, viewer, note) {
      const item = await pages.item(id, false);
      if (!item) throw badRequest("This page has no stored copy to restore");
      const { version, ...copy } = input;
      const edit = pages.readEdit(item.key, { locale: item.locale, copy, version });
      const saved = await pages.save(item.key, edit, await who(viewer), { actor: viewer.userId ?? null, note });
      return saved.answer;
    },
    address: (item) => localizedPath(String(item.path), item.locale === "sw" ? "sw" : "en"),
  };
}
