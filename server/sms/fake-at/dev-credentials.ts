/** The account the fake Africa's Talking accepts in development and tests (never real credentials). */
export const FAKE_AT_ACCOUNT = { username: "uraia-dev", apiKey: "fake-at-api-key-for-development" } as const;

/** The variables that point the site at a fake Africa's Talking listening at `url`. */
export function fakeAtEnv(url: string): Record<string, string> {
  return {
    SMS_PROVIDER: "africastalking",
    AT_USERNAME: FAKE_AT_ACCOUNT.username,
    AT_API_KEY: FAKE_AT_ACCOUNT.apiKey,
    AT_SENDER_ID: "URAIA",
    AT_API_URL: url,
  };
}
