/**
 * The made-up credentials `npm run dev` and `npm run fake-daraja` give the fake
 * Daraja and the site alike (174379 and its passkey are Safaricom's published
 * sandbox test values). Never used against the real Daraja.
 */
export const FAKE_CREDENTIALS = {
  consumerKey: "fake-consumer-key",
  consumerSecret: "fake-consumer-secret",
  shortcode: "174379",
  passkey: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
} as const;

/** The MPESA_ variables that point the site at a fake Daraja at `url`. */
export function fakeDarajaEnv(url: string): Record<string, string> {
  return {
    MPESA_ENV: "sandbox",
    MPESA_CONSUMER_KEY: FAKE_CREDENTIALS.consumerKey,
    MPESA_CONSUMER_SECRET: FAKE_CREDENTIALS.consumerSecret,
    MPESA_SHORTCODE: FAKE_CREDENTIALS.shortcode,
    MPESA_PASSKEY: FAKE_CREDENTIALS.passkey,
    MPESA_API_URL: url,
  };
}
