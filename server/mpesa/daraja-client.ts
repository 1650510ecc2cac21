import {
  ACCOUNT_REFERENCE_MAX,
  darajaText,
  darajaTimestamp,
  stkPassword,
  TRANSACTION_DESC_MAX,
} from "./daraja-format.ts";

/**
 * A small typed client for the parts of Safaricom's Daraja API the site uses:
 * OAuth client credentials (the token cached until a minute before it expires
 * and fetched once however many calls wait for it), the STK push, its query,
 * and C2B URL registration. Every call has a timeout; retries are bounded and
 * never repeat a push (a repeated push is a second prompt on someone's phone).
 */
export type DarajaSettings = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline";
  /** the till that receives Buy Goods payments (PartyB); the shortcode for paybill */
  till?: string;
};

export type DarajaDeps = {
  now?: () => Date;
  fetch?: typeof fetch;
  /** per request; 10 s by default */
  timeoutMs?: number;
  /** further attempts for the token and queries after a network error or 5xx; 2 by default */
  retries?: number;
  /** wait before attempt n (1-based); 500 ms × n by default */
  retryDelayMs?: (attempt: number) => number;
};

export type StkPushInput = {
  amount: number;
  /** 2547… or 2541… */
  phone: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
};
export type StkPushAccepted = { merchantRequestId: string; checkoutRequestId: string; customerMessage: string };
export type StkQueryAnswer = { state: "pending" } | { state: "final"; resultCode: number; resultDesc: string };

/** Daraja refused a call or could not be reached. `status` 0: no answer (network error or timeout). */
export class DarajaError extends Error {
  override name = "DarajaError";
  readonly status: number;
  readonly code: string | null;
  constructor(message: string, status: number, code: string | null) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Renew the token this long before Daraja says it expires. */
export const TOKEN_MARGIN_MS = 60_000;
/** Daraja's "The transaction is being processed" answer to a query: not final yet. */
const BEING_PROCESSED = "500.001.1001";

export interface DarajaClient {
  token(): Promise<string>;
  stkPush(input: StkPushInput): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer>;
  registerC2bUrls(input: { confirmationUrl: string; validationUrl: string }): Promise<{ description: string }>;
}

type Json = Record<string, unknown>;
const str = (value: unknown) => (value === undefined || value === null ? "" : String(value));

export function createDarajaClient(settings: DarajaSettings, deps: DarajaDeps = {}): DarajaClient {
  const now = deps.now ?? (() => new Date());
  const fetchFn = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const retries = deps.retries ?? 2;
  const retryDelay = deps.retryDelayMs ?? ((attempt) => 500 * attempt);
  const base = settings.baseUrl.replace(/\/+$/, "");
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: Json }> {
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new DarajaError(timedOut ? "Daraja did not answer in time" : "Daraja could not be reached", 0, null);
    }
    const text = await res.text().catch(() => "");
    let body: Json = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object") body = parsed as Json;
    } catch {
      // Daraja answers JSON; a proxy's HTML error page is just an error.
    }
    return { status: res.status, body };
  }

  /** Sends, trying again after a network error or 5xx up to `retries` times (never for a push). */
  async function sendWithRetries(
    path: string,
    init: () => Promise<RequestInit>,
    keep: (status: number, body: Json) => boolean,
  ) {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send(path, await init());
        if (answer.status < 500 || keep(answer.status, answer.body) || attempt >= retries) return answer;
      } catch (error) {
        if (!(error instanceof DarajaError) || attempt >= retries) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt + 1)));
    }
  }

  const refusal = (what: string, status: number, body: Json) =>
    new DarajaError(
      `${what}: ${str(body.errorMessage ?? body.ResponseDescription ?? body.error_description) || `HTTP ${status}`}`,
      status,
      str(body.errorCode ?? body.ResponseCode) || null,
    );

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString("base64");
    const { status, body } = await sendWithRetries(
      "/oauth/v1/generate?grant_type=client_credentials",
      async () => ({ method: "GET", headers: { Authorization: `Basic ${basic}` } }),
      () => false,
    );
    const token = str(body.access_token);
    const expiresIn = Number(body.expires_in);
    if (status !== 200 || !token || !(expiresIn > 0)) throw refusal("Daraja refused the credentials", status, body);
    cached = { token, renewAt: now().getTime() + expiresIn * 1000 - TOKEN_MARGIN_MS };
    return token;
  }

  async function token(): Promise<string> {
    if (cached && now().getTime() < cached.renewAt) return cached.token;
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const authorised = async (body: Json): Promise<RequestInit> => ({
    method: "POST",
    headers: { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

  /** One call with the cached token; a 401 (token revoked early) renews it once and tries again. */
  async function call(path: string, body: () => Json, keep: (status: number, body: Json) => boolean, retry: boolean) {
    const go = () =>
      retry
        ? sendWithRetries(path, () => authorised(body()), keep)
        : authorised(body()).then((init) => send(path, init));
    const first = await go();
    if (first.status !== 401) return first;
    cached = null;
    return go();
  }

  const credentials = () => {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: settings.shortcode,
      Password: stkPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    token,

    async stkPush(input) {
      const { status, body } = await call(
        "/mpesa/stkpush/v1/processrequest",
        () => ({
          ...credentials(),
          TransactionType: settings.transactionType,
          Amount: input.amount,
          PartyA: input.phone,
          PartyB: settings.transactionType === "CustomerBuyGoodsOnline" ? settings.till : settings.shortcode,
          PhoneNumber: input.phone,
          CallBackURL: input.callbackUrl,
          AccountReference: darajaText(input.accountReference, ACCOUNT_REFERENCE_MAX),
          TransactionDesc: darajaText(input.description, TRANSACTION_DESC_MAX),
        }),
        () => false,
        false,
      );
      const checkoutRequestId = str(body.CheckoutRequestID);
      if (status !== 200 || str(body.ResponseCode) !== "0" || !checkoutRequestId) {
        throw refusal("Daraja refused the push", status, body);
      }
      return {
        merchantRequestId: str(body.MerchantRequestID),
        checkoutRequestId,
        customerMessage: str(body.CustomerMessage),
      };
    },

    async stkQuery(checkoutRequestId) {
      const beingProcessed = (_: number, body: Json) => str(body.errorCode) === BEING_PROCESSED;
      const { status, body } = await call(
        "/mpesa/stkpushquery/v1/query",
        () => ({ ...credentials(), CheckoutRequestID: checkoutRequestId }),
        beingProcessed,
        true,
      );
      if (beingProcessed(status, body)) return { state: "pending" };
      const resultCode = body.ResultCode;
      if (status !== 200 || resultCode === undefined || resultCode === null || resultCode === "") {
        throw refusal("Daraja could not answer the query", status, body);
      }
      return { state: "final", resultCode: Number(resultCode), resultDesc: str(body.ResultDesc) };
    },

    async registerC2bUrls(input) {
      const { status, body } = await call(
        "/mpesa/c2b/v1/registerurl",
        () => ({
          ShortCode: settings.shortcode,
          ResponseType: "Completed",
          ConfirmationURL: input.confirmationUrl,
          ValidationURL: input.validationUrl,
        }),
        () => false,
        true,
      );
      if (status !== 200 || str(body.ResponseCode) !== "0") throw refusal("Daraja refused the URLs", status, body);
      return { description: str(body.ResponseDescription) };
    },
  };
}
