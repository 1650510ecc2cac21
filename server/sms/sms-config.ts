import { DEFAULT_COST_PER_SEGMENT } from "../../shared/sms-segments.ts";

/** Africa's Talking's two hosts; AT_API_URL overrides them (a local fake). */
export const AT_BASE_URLS = {
  live: "https://api.africastalking.com",
  sandbox: "https://api.sandbox.africastalking.com",
} as const;

export type SmsConfig = {
  provider: "africastalking";
  username: string;
  apiKey: string;
  /** the alphanumeric sender ID or shortcode the messages come from; undefined: the gateway's default */
  senderId: string | undefined;
  baseUrl: string;
  /** shillings per part, for the estimate staff see before a broadcast */
  costPerSegment: number;
};

const REQUIRED = ["SMS_PROVIDER", "AT_USERNAME", "AT_API_KEY"] as const;
const OPTIONAL = ["AT_SENDER_ID", "AT_API_URL"] as const;

/**
 * SMS through Africa's Talking, when configured. None of the variables set:
 * off (null; the SMS sign-up, reminders and broadcasts are hidden). Some set:
 * every problem is named, so the server stops at boot. SMS_COST_PER_SEGMENT
 * only feeds the estimate and never turns SMS on by itself.
 */
export function readSmsConfig(env: Record<string, string | undefined>): {
  config: SmsConfig | null;
  problems: string[];
} {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const problems: string[] = [];
  const costText = value("SMS_COST_PER_SEGMENT");
  const cost = costText === undefined ? DEFAULT_COST_PER_SEGMENT : Number(costText);
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(costText ?? "0") || !(cost >= 0)) {
    problems.push("SMS_COST_PER_SEGMENT: must be the shillings per part, such as 0.80");
  }
  if (![...REQUIRED, ...OPTIONAL].some((name) => value(name) !== undefined)) return { config: null, problems };
  for (const name of REQUIRED) {
    if (!value(name)) problems.push(`${name}: is required once any SMS variable is set (SMS is half configured)`);
  }
  const provider = value("SMS_PROVIDER");
  if (provider && provider !== "africastalking") problems.push("SMS_PROVIDER: must be africastalking");
  const senderId = value("AT_SENDER_ID");
  if (senderId && !/^([A-Za-z0-9 ._-]{1,11}|\d{3,8})$/.test(senderId)) {
    problems.push("AT_SENDER_ID: must be the registered sender ID (up to 11 letters and digits) or shortcode");
  }
  const apiUrl = value("AT_API_URL");
  if (apiUrl && !/^https?:\/\/[^/]+/.test(apiUrl)) problems.push("AT_API_URL: must be an absolute http(s) URL");
  if (problems.length > 0) return { config: null, problems };
  const username = value("AT_USERNAME")!;
  return {
    config: {
      provider: "africastalking",
      username,
      apiKey: value("AT_API_KEY")!,
      senderId,
      baseUrl: (apiUrl ?? (username === "sandbox" ? AT_BASE_URLS.sandbox : AT_BASE_URLS.live)).replace(/\/+$/, ""),
      costPerSegment: cost,
    },
    problems: [],
  };
}

/** The estimate per part even when SMS is off (the admin's counter still works). */
export const costPerSegment = (config: SmsConfig | null) => config?.costPerSegment ?? DEFAULT_COST_PER_SEGMENT;
