/** The public addresses of Africa's Talking's callbacks (server/sms/sms-hook-routes.ts) for a site and its secret. */
export function smsHookUrls(publicUrl: string, secret: string) {
  const base = `${publicUrl}/hooks/sms/${secret}`;
  return { delivery: `${base}/delivery`, incoming: `${base}/incoming`, optout: `${base}/optout` };
}

/** The name of the database-kept secret in those addresses. */
export const SMS_CALLBACK_SECRET = "sms-callback";
