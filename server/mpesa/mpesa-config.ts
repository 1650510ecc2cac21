import type { DarajaSettings } from "./daraja-client.ts";

/** Daraja's two environments (MPESA_ENV); MPESA_API_URL overrides the base URL (a local fake Daraja). */
export const DARAJA_BASE_URLS = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;

export type MpesaConfig = DarajaSettings & {
  env: keyof typeof DARAJA_BASE_URLS;
  /** ask Daraja about a push that got no callback this long after it was sent */
  queryAfterMs: number;
  /** callbacks are taken only from these addresses (empty: from anywhere) */
  callbackIps: string[];
};

const REQUIRED = ["MPESA_CONSUMER_KEY", "MPESA_CONSUMER_SECRET", "MPESA_SHORTCODE", "MPESA_PASSKEY"] as const;
const OPTIONAL = [
  "MPESA_ENV",
  "MPESA_TRANSACTION_TYPE",
  "MPESA_TILL",
  "MPESA_API_URL",
  "MPESA_QUERY_AFTER_SECONDS",
  "MPESA_CALLBACK_IPS",
] as const;

/**
 * M-Pesa giving from the page, when configured. None of the variables set: off
 * (null; /donate shows the paybill instructions). Some set: every problem is
 * named, so the server stops at boot instead of failing a donor later.
 */
export function readMpesaConfig(env: Record<string, string | undefined>): {
  config: MpesaConfig | null;
  problems: string[];
} {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  if (![...REQUIRED, ...OPTIONAL].some((name) => value(name) !== undefined)) return { config: null, problems: [] };
  const problems: string[] = [];
  for (const name of REQUIRED) {
    if (!value(name))
      problems.push(`${name}: is required once any MPESA_ variable is set (M-Pesa giving is half configured)`);
  }
  const envName = value("MPESA_ENV") ?? "sandbox";
  if (envName !== "sandbox" && envName !== "production") problems.push("MPESA_ENV: must be sandbox or production");
  const type = value("MPESA_TRANSACTION_TYPE") ?? "CustomerPayBillOnline";
  if (type !== "CustomerPayBillOnline" && type !== "CustomerBuyGoodsOnline") {
    problems.push("MPESA_TRANSACTION_TYPE: must be CustomerPayBillOnline or CustomerBuyGoodsOnline");
  }
  const till = value("MPESA_TILL");
  if (type === "CustomerBuyGoodsOnline" && !till) problems.push("MPESA_TILL: is required with CustomerBuyGoodsOnline");
  const shortcode = value("MPESA_SHORTCODE") ?? "";
  if (shortcode && !/^\d{5,7}$/.test(shortcode)) problems.push("MPESA_SHORTCODE: must be the 5–7 digit shortcode");
  if (till && !/^\d{5,7}$/.test(till)) problems.push("MPESA_TILL: must be the 5–7 digit till number");
  const apiUrl = value("MPESA_API_URL");
  if (apiUrl && !/^https?:\/\/[^/]+/.test(apiUrl)) problems.push("MPESA_API_URL: must be an absolute http(s) URL");
  const queryAfter = Number(value("MPESA_QUERY_AFTER_SECONDS") ?? 60);
  if (!Number.isInteger(queryAfter) || queryAfter < 1 || queryAfter > 600) {
    problems.push("MPESA_QUERY_AFTER_SECONDS: must be a whole number from 1 to 600");
  }
  const callbackIps = (value("MPESA_CALLBACK_IPS") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (callbackIps.some((ip) => !/^[0-9a-fA-F:.]+$/.test(ip))) {
    problems.push("MPESA_CALLBACK_IPS: must be a comma-separated list of IP addresses");
  }
  if (problems.length > 0) return { config: null, problems };
  const env2 = envName as MpesaConfig["env"];
  return {
    config: {
      env: env2,
      baseUrl: (apiUrl ?? DARAJA_BASE_URLS[env2]).replace(/\/+$/, ""),
      consumerKey: value("MPESA_CONSUMER_KEY")!,
      consumerSecret: value("MPESA_CONSUMER_SECRET")!,
      shortcode,
      passkey: value("MPESA_PASSKEY")!,
      transactionType: type as MpesaConfig["transactionType"],
      till,
      queryAfterMs: queryAfter * 1000,
      callbackIps,
    },
    problems: [],
  };
}
