import type { SmsConfig } from "./sms-config.ts";
import { MAX_RECIPIENTS, type RecipientOutcome, type SmsProvider, SmsProviderError } from "./sms-provider.ts";

/**
 * Africa's Talking's bulk SMS, as its documentation describes it: a
 * form-encoded POST to {base}/version1/messaging with `username`, `to` (E.164
 * numbers separated by commas), `message` and `from` (the sender ID, when
 * there is one), the `apiKey` header, and `Accept: application/json`. The
 * answer lists each number in SMSMessageData.Recipients with a statusCode:
 * 100–102 taken (processed, sent, queued), 401–407 refused (risk hold, bad
 * sender ID, bad number, unsupported number, no balance, the person blocked
 * the sender, no route), 5xx the gateway's own failures.
 */
export function createAfricasTalkingClient(
  config: Pick<SmsConfig, "username" | "apiKey" | "senderId" | "baseUrl">,
  deps: { fetch?: typeof fetch; timeoutMs?: number } = {},
): SmsProvider {
  const fetchFn = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? 20_000;
  return {
    async send({ to, message }) {
      if (to.length === 0) return [];
      if (to.length > MAX_RECIPIENTS) throw new Error(`at most ${MAX_RECIPIENTS} numbers per request`);
      const form = new URLSearchParams({ username: config.username, to: to.join(","), message });
      if (config.senderId) form.set("from", config.senderId);
      let res: Response;
      try {
        res = await fetchFn(`${config.baseUrl}/version1/messaging`, {
          method: "POST",
          headers: {
            apiKey: config.apiKey,
            Accept: "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsProviderError(`Africa's Talking could not be reached: ${String(error)}`, 0);
      }
      const text = await res.text();
      if (!res.ok)
        throw new SmsProviderError(`Africa's Talking answered ${res.status}: ${text.slice(0, 200)}`, res.status);
      let recipients: unknown;
      try {
        recipients = (JSON.parse(text) as { SMSMessageData?: { Recipients?: unknown } }).SMSMessageData?.Recipients;
      } catch {
        throw new SmsProviderError(
          `Africa's Talking answered something that is not JSON: ${text.slice(0, 200)}`,
          res.status,
        );
      }
      if (!Array.isArray(recipients)) {
        throw new SmsProviderError(`Africa's Talking's answer has no recipients: ${text.slice(0, 200)}`, res.status);
      }
      return recipients.map(toOutcome);
    },
  };
}

function toOutcome(raw: unknown): RecipientOutcome {
  const r = (raw ?? {}) as Record<string, unknown>;
  const statusCode = Number(r.statusCode);
  const outcome =
    statusCode >= 100 && statusCode <= 102 ? "accepted" : statusCode >= 400 && statusCode < 500 ? "refused" : "error";
  const messageId = typeof r.messageId === "string" && r.messageId !== "None" ? r.messageId : null;
  return {
    phone: String(r.number ?? ""),
    outcome,
    statusCode,
    status: String(r.status ?? ""),
    messageId: outcome === "accepted" ? messageId : null,
    cost: typeof r.cost === "string" && r.cost !== "0" ? r.cost : null,
  };
}
