import { data, redirect } from "react-router";
import { readFormBody } from "../../server/forms/form-body.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { HttpError } from "../../server/http/errors.ts";
import type { Services } from "../../server/services.ts";
import { DONATION_LIMITS } from "../../shared/donations.ts";
import { localizedPath } from "../../shared/locales.ts";
import type { GiveRefused } from "../components/donate/mpesa-give-form.tsx";
import { postedLocale, textValues } from "./form-locale.server.ts";

/**
 * The M-Pesa form sent without JavaScript: the same service call as
 * POST /api/donations, in the page's language, then 303 to the status page (in
 * that language too). A refusal comes back with the field errors and everything
 * typed; Daraja down or refusing is a plain message beside the paybill details
 * (503), never a 500.
 */
export async function donateAction(services: Services, request: Request) {
  const { locale, errors: said } = postedLocale(request);
  let fields: Record<string, unknown> = {};
  try {
    fields = (await readFormBody(request)).fields;
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    const { ref } = await services.donations.start({ ...fields, locale }, ip);
    return redirect(localizedPath(`/donate/status/${ref}`, locale), 303);
  } catch (error) {
    const values = textValues(fields);
    if (error instanceof HttpError) {
      const refused: GiveRefused = {
        errors: error.details ?? {},
        formError: error.details ? said.form.fixFields : error.message,
        values,
      };
      return data({ refused }, { status: error.status, headers: error.headers });
    }
    services.logger.error({ err: error }, "an M-Pesa donation could not be started");
    return data(
      { refused: { errors: {}, formError: said.donation.serverError, values } satisfies GiveRefused },
      { status: 503 },
    );
  }
}

/** The amount a preset card's link chose (`?amount=N`): a whole number of shillings the form accepts, else null. */
export function chosenAmount(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const amount = Number(value);
  return amount >= DONATION_LIMITS.minAmount && amount <= DONATION_LIMITS.maxAmount ? amount : null;
}
