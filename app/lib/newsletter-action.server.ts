import { data } from "react-router";
import { readFormBody } from "../../server/forms/form-body.ts";
import { SMALL_FORM_LIMIT } from "../../server/http/body-limits.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { HttpError } from "../../server/http/errors.ts";
import type { Services } from "../../server/services.ts";
import { postedLocale, textValues } from "./form-locale.server.ts";

/**
 * The footer's and news page's newsletter boxes without JavaScript (POST
 * /newsletter or /sw/newsletter): the same service call as POST /api/newsletter,
 * in the page's language (errors, the subscriber's language and the confirmation mail).
 */
export async function newsletterAction(services: Services, request: Request) {
  const { locale, errors: said } = postedLocale(request);
  let fields: Record<string, string> = {};
  try {
    const body = await readFormBody(request, { limit: SMALL_FORM_LIMIT, tooLarge: said.form.signupTooLarge });
    fields = textValues(body.fields);
    await services.newsletter.subscribe(
      { ...fields, locale },
      { ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown" },
    );
    return { ok: true as const, mailOff: !services.mail.enabled };
  } catch (error) {
    const known = error instanceof HttpError && error.status < 500;
    if (!known) services.logger.error({ err: error }, "a newsletter sign-up could not be stored");
    const message = known ? (error.details?.email ?? error.message) : said.form.serverError;
    return data(
      { ok: false as const, error: message, email: fields.email ?? "" },
      { status: known ? error.status : 500 },
    );
  }
}
