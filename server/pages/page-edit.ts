import { isLocale, type Locale } from "../../shared/locales.ts";
import { checkEdit } from "../../shared/pages/copy-rules.ts";
import { type CopyTree, isPlainObject } from "../../shared/pages/copy-tree.ts";
import type { PageDefinition } from "../../shared/pages/define-page.ts";
import { sentVersion } from "../content/edit-version.ts";
import { badRequest } from "../http/errors.ts";
import { COPY_CHECK } from "./page-answer.ts";

/** A checked edit of a page's copy in one language: the fields to change, the version it was made on, and whether it is a draft. */
export type PageEdit = { locale: Locale; copy: CopyTree; version?: number; draft: boolean };

const LOCALE_MESSAGE = "locale must be en or sw";

/** A PATCH body checked against the page's fields: a 400 naming each bad field by its path. */
export function readPageEdit(page: PageDefinition<object>, body: unknown): PageEdit {
  if (!isPlainObject(body)) throw badRequest("Send { locale, copy } as a JSON object");
  const locale = body.locale;
  if (!isLocale(locale)) throw badRequest(LOCALE_MESSAGE, { locale: LOCALE_MESSAGE });
  if (body.draft !== undefined && typeof body.draft !== "boolean") {
    throw badRequest("draft must be true or false", { draft: "draft must be true or false" });
  }
  const version = sentVersion(body);
  const { value, problems } = checkEdit(page.fields, body.copy, COPY_CHECK);
  const count = Object.keys(problems).length;
  if (count > 0) {
    throw badRequest(count === 1 ? "One field is not valid" : `${count} fields are not valid`, problems);
  }
  if (Object.keys(value).length === 0) {
    throw badRequest("copy names no field to change", { copy: "copy names no field to change" });
  }
  return { locale, copy: value, version, draft: body.draft === true };
}
