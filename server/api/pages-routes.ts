import { Hono } from "hono";
import { isLocale } from "../../shared/locales.ts";
import { requirePermission } from "../auth/permissions.ts";
import { badRequest, unauthorized } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery } from "./locale-query.ts";
import type { ApiEnv } from "./staff-access.ts";

const LOCALE_MESSAGE = "locale must be en or sw";

/**
 * /api/pages (docs/product.md, "Page copy"; shared/pages/page-contract.ts):
 * the list of pages, a page's copy in one language, a partial edit (PATCH, a
 * draft with `draft: true`) and the publishing of a draft. Reads and writes are
 * for staff who may change content (Administrators and Editors).
 */
export function pagesRoutes(services: Services) {
  const pages = new Hono<ApiEnv>();
  const who = (c: { var: ApiEnv["Variables"] }) => {
    requirePermission(c.var.viewer, "content");
    const session = c.var.session;
    if (!session) throw unauthorized();
    return session.name || session.email;
  };

  pages.get("/", async (c) => {
    requirePermission(c.var.viewer, "content");
    return c.json({ items: await services.pages.list() });
  });

  pages.get("/:key", async (c) => {
    requirePermission(c.var.viewer, "content");
    const locale = localeQuery(c) ?? "en";
    return c.json(await services.pages.answer(c.req.param("key"), locale));
  });

  pages.patch("/:key", async (c) => {
    const by = who(c);
    const key = c.req.param("key");
    const edit = services.pages.readEdit(key, await readJson(c));
    const { answer, changed } = await services.pages.save(key, edit, by, { actor: c.var.viewer.userId ?? null });
    c.set("auditNote", {
      label: answer.title,
      detail: { locale: edit.locale, fields: changed, ...(edit.draft && { draft: true }) },
    });
    return c.json(answer);
  });

  pages.post("/:key/publish", async (c) => {
    const by = who(c);
    const key = c.req.param("key");
    const body = await readJson(c);
    const locale = (body as { locale?: unknown } | null)?.locale;
    if (!isLocale(locale)) throw badRequest(LOCALE_MESSAGE, { locale: LOCALE_MESSAGE });
    const { answer, changed } = await services.pages.publish(key, locale, by, {
      actor: c.var.viewer.userId ?? null,
    });
    c.set("auditNote", { label: answer.title, detail: { locale, fields: changed } });
    return c.json(answer);
  });

  return pages;
}
