import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { darajaTimestamp } from "../daraja-format.ts";
import { badRequest, credentialProblem, error, pushProblem, requestId } from "./fake-checks.ts";
import {
  c2bBody,
  type FakePush,
  RESULT_DESCRIPTIONS,
  receiptNumber,
  type Scenario,
  scenarioForPhone,
  stkCallbackBody,
} from "./fake-scenarios.ts";

/**
 * A local stand-in for Safaricom's Daraja, following its documented requests
 * and answers: OAuth client credentials with expiring tokens, the STK push
 * (validated field by field) with its callback, the push query ("being
 * processed" until the donor's answer is known), C2B URL registration and the
 * sandbox's C2B simulation. `npm run dev` and the tests drive it; nothing here
 * runs in production.
 */
export type FakeDarajaOptions = {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  port?: number;
  /** how long a token lives (Daraja: 3599 s) */
  tokenTtlSeconds?: number;
  /** how long the donor takes to answer when no scenario says otherwise */
  delayMs?: number;
  now?: () => Date;
};

type Json = Record<string, unknown>;

export async function startFakeDaraja(options: FakeDarajaOptions) {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const pushes = new Map<string, FakePush>();
  const queued: Scenario[] = [];
  const pending = new Set<Promise<void>>();
  const registered: { confirmationUrl?: string; validationUrl?: string } = {};
  const counts = { tokens: 0, pushes: 0, queries: 0 };
  /** while true, every call answers 503 (an outage) */
  let down = false;
  /** how long every answer takes (Daraja's own latency) */
  let latencyMs = 0;

  const authorised = (req: http.IncomingMessage) => {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expires = token ? tokens.get(token) : undefined;
    return expires !== undefined && expires > Date.now();
  };

  const post = (url: string, body: unknown) => {
    const delivery = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        await res.text();
        return res.status;
      })
      .catch(() => 0);
    return delivery;
  };

  /** Delivers a push's callbacks after its delay (none when the scenario says so). */
  const schedule = (push: FakePush) => {
    if (push.scenario.callbacks === 0) return;
    const task = new Promise<void>((resolve) => {
      setTimeout(async () => {
        for (let i = 0; i < push.scenario.callbacks; i++)
          push.delivered.push(await post(push.callbackUrl, callbackFor(push)));
        resolve();
      }, push.scenario.delayMs);
    });
    pending.add(task);
    task.finally(() => pending.delete(task));
  };
  const callbackFor = (push: FakePush) => stkCallbackBody(push, now());

  const credentials = { shortcode: options.shortcode, passkey: options.passkey };
  const checkCredentials = (body: Json) => credentialProblem(body, credentials, now());

  const routes: Record<string, (body: Json, req: http.IncomingMessage) => { status: number; body: unknown }> = {
    "GET /oauth/v1/generate": (_body, req) => {
      const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString("base64");
      if (req.headers.authorization !== `Basic ${expected}`)
        return error(400, "400.008.01", "Invalid Authentication passed");
      counts.tokens++;
      const token = crypto.randomBytes(21).toString("base64url");
      const ttl = options.tokenTtlSeconds ?? 3599;
      tokens.set(token, Date.now() + ttl * 1000);
      return { status: 200, body: { access_token: token, expires_in: String(ttl) } };
    },
    "POST /mpesa/stkpush/v1/processrequest": (body) => {
      const problem = checkCredentials(body);
      if (problem) return problem;
      const invalid = pushProblem(body);
      if (invalid) return badRequest(invalid);
      const amount = Number(body.Amount);
      const phone = String(body.PhoneNumber);
      counts.pushes++;
      const scenario = queued.shift() ?? scenarioForPhone(phone, options.delayMs ?? 3000);
      const push: FakePush = {
        merchantRequestId: requestId(),
        checkoutRequestId: `ws_CO_${darajaTimestamp(now())}${crypto.randomBytes(6).toString("hex")}`,
        amount,
        phone,
        callbackUrl: String(body.CallBackURL),
        scenario,
        decidedAt: Date.now() + scenario.delayMs,
        receipt: scenario.resultCode === 0 ? receiptNumber() : null,
        delivered: [],
        queries: 0,
      };
      pushes.set(push.checkoutRequestId, push);
      schedule(push);
      const accepted = "Success. Request accepted for processing";
      return {
        status: 200,
        body: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResponseCode: "0",
          ResponseDescription: accepted,
          CustomerMessage: accepted,
        },
      };
    },
    "POST /mpesa/stkpushquery/v1/query": (body) => {
      const problem = checkCredentials(body);
      if (problem) return problem;
      counts.queries++;
      const push = pushes.get(String(body.CheckoutRequestID ?? ""));
      if (!push) return badRequest("CheckoutRequestID");
      push.queries++;
      if (Date.now() < push.decidedAt) return error(500, "500.001.1001", "The transaction is being processed");
      const code = push.scenario.resultCode;
      return {
        status: 200,
        body: {
          ResponseCode: "0",
          ResponseDescription: "The service request has been accepted successsfully",
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: String(code),
          ResultDesc: RESULT_DESCRIPTIONS[code] ?? "The transaction failed.",
        },
      };
    },
    "POST /mpesa/c2b/v1/registerurl": (body) => {
      if (String(body.ShortCode) !== options.shortcode) return badRequest("ShortCode");
      if (body.ResponseType !== "Completed" && body.ResponseType !== "Cancelled") return badRequest("ResponseType");
      for (const field of ["ConfirmationURL", "ValidationURL"] as const) {
        const url = String(body[field] ?? "");
        // Daraja refuses C2B URLs naming M-Pesa or Safaricom.
        if (!/^https?:\/\/[^/]+/.test(url) || /m-?pesa|safaricom/i.test(url)) return badRequest(field);
      }
      registered.confirmationUrl = String(body.ConfirmationURL);
      registered.validationUrl = String(body.ValidationURL);
      return {
        status: 200,
        body: { OriginatorCoversationID: requestId(), ResponseCode: "0", ResponseDescription: "Success" },
      };
    },
    "POST /mpesa/c2b/v1/simulate": (body) => {
      if (String(body.ShortCode) !== options.shortcode) return badRequest("ShortCode");
      const amount = Number(body.Amount);
      if (!Number.isInteger(amount) || amount < 1) return badRequest("Amount");
      if (!registered.confirmationUrl || !registered.validationUrl)
        return error(400, "400.002.02", "Bad Request - No URLs registered for this ShortCode");
      const payment = c2bBody({
        shortcode: options.shortcode,
        amount,
        msisdn: String(body.Msisdn ?? ""),
        billRef: String(body.BillRefNumber ?? ""),
        at: now(),
      });
      const { validationUrl, confirmationUrl } = registered;
      const task = post(validationUrl, payment)
        .then(() => post(confirmationUrl, payment))
        .then(() => undefined);
      pending.add(task);
      task.finally(() => pending.delete(task));
      return {
        status: 200,
        body: {
          OriginatorCoversationID: requestId(),
          ResponseCode: "0",
          ResponseDescription: "Accept the service request successfully.",
        },
      };
    },
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "").split("?")[0];
    const route = routes[`${req.method} ${path}`];
    let answer: { status: number; body: unknown };
    if (down) answer = error(503, "503.001.01", "Service Unavailable");
    else if (!route) answer = error(404, "404.001.01", "Resource not found");
    else if (path !== "/oauth/v1/generate" && !authorised(req))
      answer = error(401, "404.001.03", "Invalid Access Token");
    else {
      let body: Json = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Json) : {};
      } catch {
        answer = error(400, "400.002.01", "Invalid JSON");
      }
      answer ??= route(body, req);
    }
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    counts,
    pushes,
    registered,
    /** The next pushes follow these scenarios, in order (then the phone number decides). */
    queue: (...scenarios: Scenario[]) => queued.push(...scenarios),
    /** Every answer takes this long from now on. */
    setLatency: (ms: number) => {
      latencyMs = ms;
    },
    /** An outage: every call answers 503 until `setDown(false)`. */
    setDown: (value: boolean) => {
      down = value;
    },
    /** Makes every token issued so far invalid (as if Daraja revoked them early). */
    revokeTokens: () => tokens.clear(),
    /** Resolves once every callback and confirmation scheduled so far has been delivered. */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>;
