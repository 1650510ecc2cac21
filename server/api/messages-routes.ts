import { Hono } from "hono";
import { slugify } from "../../shared/slug.ts";
import { readFormBody } from "../forms/form-body.ts";
import { clientIp } from "../http/request-log.ts";
import { registrantsCsv } from "../messages/registrants-csv.ts";
import type { Services } from "../services.ts";
import { idempotent } from "./idempotent.ts";
import { readJson } from "./json-body.ts";
import { idParam } from "./params.ts";
import { type ApiEnv, actorOf } from "./staff-access.ts";

const NOT_FOUND = "Message not found";

/**
 * /api/messages: anyone may send one (POST, JSON or multipart with an optional
 * PDF `attachment`; an `Idempotency-Key` header makes a repeat answer once); reading and handling them is for staff with the inbox
 * permission, checked by the service.
 */
export function messagesRoutes(services: Services) {
  const messages = new Hono<ApiEnv>();

  messages.post("/", idempotent(services.idempotencyKeys), async (c) => {
    const body = await readFormBody(c.req.raw);
    const { id } = await services.messages.submit(body, { ip: clientIp(c, services.config.trustProxy) });
    return c.json({ id }, 201);
  });

  messages.get("/", async (c) => c.json(await services.messages.list(c.var.viewer, c.req.query())));
  messages.get("/summary", async (c) => {
    const summary = await services.messages.summary(c.var.viewer);
    // Where notices go; null when none are sent (no mail server, or no STAFF_EMAIL).
    const noticesTo = services.mail.enabled ? (services.config.staffEmail ?? null) : null;
    return c.json({ ...summary, notices_to: noticesTo });
  });
  // An event's registrants or an opening's applicants, for a spreadsheet (formula-safe).
  messages.get("/export.csv", async (c) => {
    const { reference, items } = await services.messages.byReference(c.var.viewer, c.req.query());
    const name = `${slugify(reference) || "messages"}-${services.now().toISOString().slice(0, 10)}.csv`;
    return c.body(registrantsCsv(items), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
  messages.get("/:id", async (c) => c.json(await services.messages.get(c.var.viewer, idParam(c, NOT_FOUND))));
  messages.put("/:id", async (c) =>
    c.json(await services.messages.update(c.var.viewer, idParam(c, NOT_FOUND), await readJson(c))),
  );
  messages.delete("/:id", async (c) => {
    await services.messages.remove(c.var.viewer, idParam(c, NOT_FOUND));
    return c.body(null, 204);
  });

  const history = services.messageHistory;
  const authorOf = (c: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(c);
    return { userId: actor.userId, name: actor.name, email: actor.email };
  };
  messages.get("/:id/replies", async (c) =>
    c.json({ items: await history.replies(c.var.viewer, idParam(c, NOT_FOUND)) }),
  );
  messages.post("/:id/replies", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await history.reply(c.var.viewer, id, await readJson(c), authorOf(c)), 201);
  });
  messages.get("/:id/notes", async (c) => c.json({ items: await history.notes(c.var.viewer, idParam(c, NOT_FOUND)) }));
  messages.post("/:id/notes", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await history.addNote(c.var.viewer, id, await readJson(c), authorOf(c)), 201);
  });

  messages.get("/:id/attachment", async (c) => {
    const file = await services.messages.attachment(c.var.viewer, idParam(c, NOT_FOUND));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.mime,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });

  return messages;
}
