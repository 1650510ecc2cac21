import type { adminCopy } from "../admin.ts";

type AdminCopy = typeof adminCopy;

/**
 * The list screens' words that are the admin's own words (table, translations,
 * editor, publishing, upload), picked the same way from either language's admin copy.
 */
export function listCopyFromAdmin(admin: AdminCopy) {
  return {
    table: admin.table,
    kiswahiliMissing: admin.translations.missing,
    translations: admin.translations,
    revisions: admin.revisions,
    rich: { editor: admin.editor, upload: admin.upload },
    columns: { title: admin.news.title, actions: admin.table.actions },
    publishing: admin.publishing,
  };
}

/** A file field's upload preview and failure words, from either language's admin copy. */
export const mediaCopyFromAdmin = (admin: AdminCopy) => ({
  preview: admin.upload.preview,
  failed: admin.upload.failed,
});
