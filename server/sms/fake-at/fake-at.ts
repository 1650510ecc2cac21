import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { smsLength } from "../../../shared/sms-segments.ts";

/**
 * A local stand-in for Africa's Talking's SMS API, following its documented
 * request and answer: POST /version1/messaging, form-encoded, with the apiKey
 * header; each number answered in SMSMessageData.Recipients. It also sends the
 * gateway's callbacks (form-encoded, as Africa's Talking does): delivery
 * reports, incoming messages and opt-outs. `npm run dev` and the tests drive
 * it; nothing here runs in production. A number ending in 0403 is refused as
 * invalid, one ending in 0406 as having blocked the sender.
 */
export type FakeAtOptions = {
  username: string;
  apiKey: string;
  port?: number;
  /** when set, every accepted message gets a "Success" delivery report this long after it was sent */
  autoReportMs?: number;
};

export type FakeSms = {
  phone: string;
  message: string;
  from: string | null;
  messageId: string | null;
  statusCode: number;
};
export type FakeCallbackUrls = { delivery?: string; incoming?: string; optout?: string };

const REFUSALS: Record<string, { statusCode: number; status: string }> = {
  "0403": { statusCode: 403, status: "InvalidPhoneNumber" },
  "0406": { statusCode: 406, status: "UserInBlacklist" },
};

export async function startFakeAt(options: FakeAtOptions) {
  const requests: Array<{ to: string[]; message: string; from: string | null }> = [];
  const sent: FakeSms[] = [];
  const callbacks: FakeCallbackUrls = {};
  const pending = new Set<Promise<unknown>>();
  /** while true, every request answers 500 (an outage) */
  let down = false;

  const post = (url: string | undefined, fields: Record<string, string>) => {
    if (!url) return Promise.resolve(0);
    const task = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    })
      .then(async (res) => {
        await res.text();
        return res.status;
      })
      .catch(() => 0);
    pending.add(task);
    task.finally(() => pending.delete(task));
    return task;
  };

  const messaging = (form: URLSearchParams, req: http.IncomingMessage) => {
    if (req.headers.apikey !== options.apiKey || form.get("username") !== options.username) {
      return { status: 401, body: "The supplied authentication is invalid" };
    }
    if (!String(req.headers.accept ?? "").includes("application/json")) {
      return { status: 406, body: "Send Accept: application/json" };
    }
    const message = form.get("message") ?? "";
    const to = (form.get("to") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (!message || to.length === 0)
      return { status: 400, body: "Request is missing required form field 'to' or 'message'" };
    if (to.length > 1000) return { status: 400, body: "At most 1000 recipients per request" };
    const from = form.get("from");
    requests.push({ to, message, from });
    const parts = smsLength(message).segments;
    const Recipients = to.map((phone) => {
      const refusal = /^\+\d{9,15}$/.test(phone)
        ? REFUSALS[phone.slice(-4)]
        : { statusCode: 403, status: "InvalidPhoneNumber" };
      const messageId = refusal ? null : `ATXid_${crypto.randomBytes(12).toString("hex")}`;
      sent.push({ phone, message, from, messageId, statusCode: refusal?.statusCode ?? 101 });
      if (messageId && options.autoReportMs !== undefined) {
        setTimeout(() => void report(messageId, "Success"), options.autoReportMs);
      }
      return {
        statusCode: refusal?.statusCode ?? 101,
        number: phone,
        status: refusal?.status ?? "Success",
        cost: refusal ? "0" : `KES ${(0.8 * parts).toFixed(4)}`,
        messageId: messageId ?? "None",
      };
    });
    const taken = Recipients.filter((r) => r.statusCode === 101).length;
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: `Sent to ${taken}/${to.length} Total Cost: KES ${(0.8 * parts * taken).toFixed(4)}`,
          Recipients,
        },
      },
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const answer = (status: number, body: unknown) => {
        const json = typeof body !== "string";
        res.writeHead(status, { "content-type": json ? "application/json" : "text/plain" });
        res.end(json ? JSON.stringify(body) : body);
      };
      if (req.method !== "POST" || req.url !== "/version1/messaging") return answer(404, "Not found");
      if (down) return answer(500, "Internal server error");
      const { status, body } = messaging(new URLSearchParams(Buffer.concat(chunks).toString("utf8")), req);
      answer(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A delivery report for one message, as Africa's Talking posts it; answers the site's HTTP status. */
  const report = (id: string, status: string, failureReason?: string) => {
    const message = sent.find((m) => m.messageId === id);
    return post(callbacks.delivery, {
      id,
      status,
      phoneNumber: message?.phone ?? "",
      networkCode: "63902",
      retryCount: "0",
      ...(failureReason ? { failureReason } : {}),
    });
  };

  return {
    url,
    requests,
    sent,
    /** where the callbacks go (the site's hook addresses) */
    callbacks,
    setDown(value: boolean) {
      down = value;
    },
    report,
    /** someone texts `text` from `from` to the sender ID or shortcode */
    incoming(from: string, text: string, at = new Date()) {
      return post(callbacks.incoming, {
        from,
        to: "22384",
        text,
        date: at.toISOString().replace("T", " ").slice(0, 19),
        id: crypto.randomUUID(),
        linkId: crypto.randomUUID(),
      });
    },
    /** the gateway tells the site a number opted out of the sender ID */
    optOut(phoneNumber: string, senderId = "URAIA") {
      return post(callbacks.optout, { senderId, phoneNumber });
    },
    /** waits for every callback under way */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeAt = Awaited<ReturnType<typeof startFakeAt>>;
