import { data } from "react-router";
import { readFormBody } from "../../server/forms/form-body.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { HttpError } from "../../server/http/errors.ts";
import type { Services } from "../../server/services.ts";
import type { MessageKind } from "../../shared/message-kinds.ts";
import type { FormActionResult } from "../components/forms/form-card.tsx";
import { postedLocale, textValues } from "./form-locale.server.ts";

/**
 * A form sent without JavaScript: the same service call as POST /api/messages,
 * with `kind` limited to what this page may send and the page's language. A
 * refusal comes back with the field errors and everything typed (a file must be
 * chosen again), in the page's language, never as success.
 */
export async function messageFormAction(
  services: Services,
  request: Request,
  kinds: { allowed: readonly MessageKind[]; fallback: MessageKind },
) {
  const { locale, errors: said } = postedLocale(request);
  let fields: Record<string, unknown> = {};
  try {
    const body = await readFormBody(request, { tooLarge: said.form.tooLarge });
    fields = body.fields;
    const kind = kinds.allowed.includes(fields.kind as MessageKind) ? fields.kind : kinds.fallback;
    await services.messages.submit(
      { fields: { ...fields, kind, locale }, file: body.file },
      { ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown" },
    );
    return { ok: true } satisfies FormActionResult;
  } catch (error) {
    const values = textValues(fields);
    if (error instanceof HttpError && error.status < 500) {
      const errors = error.details ?? {};
      const formError = error.details ? said.form.fixFields : error.message;
      return data({ ok: false, errors, formError, values } satisfies FormActionResult, { status: error.status });
    }
    services.logger.error({ err: error }, "a form message could not be stored");
    return data({ ok: false, errors: {}, formError: said.form.serverError, values } satisfies FormActionResult, {
      status: 500,
    });
  }
}
