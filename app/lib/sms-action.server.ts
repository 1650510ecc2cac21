import { data } from "react-router";
import { readFormBody } from "../../server/forms/form-body.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { HttpError } from "../../server/http/errors.ts";
import type { Services } from "../../server/services.ts";
import type { SmsSignupRefused } from "../components/sms/sms-signup-form.tsx";
import { postedLocale, textValues } from "./form-locale.server.ts";

/**
 * The SMS sign-up sent without JavaScript: the same service call as
 * POST /api/sms/subscribers, in the page's language. Success only once the
 * sign-up is stored; a refusal comes back with the field errors and what was typed.
 */
export async function smsAction(services: Services, request: Request, serverError: string) {
  const { locale } = postedLocale(request);
  let fields: Record<string, unknown> = {};
  try {
    fields = (await readFormBody(request)).fields;
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    await services.sms.subscribe(fields, { ip, source: "form", locale });
    return { ok: true as const };
  } catch (error) {
    const values = textValues(fields);
    if (error instanceof HttpError) {
      const refused: SmsSignupRefused = { errors: error.details ?? {}, formError: error.message, values };
      return data({ refused }, { status: error.status, headers: error.headers });
    }
    services.logger.error({ err: error }, "an SMS sign-up could not be stored");
    return data(
      { refused: { errors: {}, formError: serverError, values } satisfies SmsSignupRefused },
      { status: 503 },
    );
  }
}
