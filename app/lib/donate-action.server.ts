import { data, redirect } from "react-router";
import { readFormBody } from "../../server/forms/form-body.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { HttpError } from "../../server/http/errors.ts";
import type { Services } from "../../server/services.ts";
import { DONATION_LIMITS } from "../../shared/donations.ts";
import type { GiveRefused } from "../components/donate/mpesa-give-form.tsx";
import { mpesaGiveCopy } from "../content/donate-mpesa.ts";

const textValues = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));

/**
 * The M-Pesa form sent without JavaScript: the same service call as
 * POST /api/donations, then 303 to the status page. A refusal comes back with
 * the field errors and everything typed; Daraja down or refusing is a plain
 * message beside the paybill details (503), never a 500.
 */
export async function donateAction(services: Services, request: Request) {
  let fields: Record<string, unknown> = {};
  try {
    fields = (await readFormBody(request)).fields;
    const { ref } = await services.donations.start(fields, request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
    return redirect(`/donate/status/${ref}`, 303);
  } catch (error) {
    const values = textValues(fields);
    if (error instanceof HttpError) {
      const refused: GiveRefused = {
        errors: error.details ?? {},
        formError: error.details ? mpesaGiveCopy.fixFields : error.message,
        values,
      };
      return data({ refused }, { status: error.status, headers: error.headers });
    }
    services.logger.error({ err: error }, "an M-Pesa donation could not be started");
    return data(
      { refused: { errors: {}, formError: mpesaGiveCopy.serverError, values } satisfies GiveRefused },
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
