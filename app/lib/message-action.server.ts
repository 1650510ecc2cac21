import { data } from "react-router";
import { readFormBody } from "../../server/forms/form-body.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { HttpError } from "../../server/http/errors.ts";
import type { Services } from "../../server/services.ts";
import type { MessageKind } from "../../shared/message-kinds.ts";
import type { FormActionResult } from "../components/forms/form-card.tsx";
import { formCopy } from "../content/forms.ts";

const textValues = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));

/**
 * A form sent without JavaScript: the same service call as POST /api/messages,
 * with `kind` limited to what this page may send. A refusal comes back with the
 * field errors and everything typed (a file must be chosen again), never as success.
 */
export async function messageFormAction(
  services: Services,
  request: Request,
  kinds: { allowed: readonly MessageKind[]; fallback: MessageKind },
) {
  let fields: Record<string, unknown> = {};
  try {
    const body = await readFormBody(request);
    fields = body.fields;
    const kind = kinds.allowed.includes(fields.kind as MessageKind) ? fields.kind : kinds.fallback;
    await services.messages.submit(
      { fields: { ...fields, kind }, file: body.file },
      { ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown" },
    );
    return { ok: true } satisfies FormActionResult;
  } catch (error) {
    const values = textValues(fields);
    if (error instanceof HttpError && error.status < 500) {
      const errors = error.details ?? {};
      const formError = error.details ? formCopy.fixFields : error.message;
      return data({ ok: false, errors, formError, values } satisfies FormActionResult, { status: error.status });
    }
    services.logger.error({ err: error }, "a form message could not be stored");
    return data({ ok: false, errors: {}, formError: formCopy.serverError, values } satisfies FormActionResult, {
      status: 500,
    });
  }
}
