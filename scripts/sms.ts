import { loadSiteSecret } from "../server/forms/site-secret.ts";
import { SMS_CALLBACK_SECRET, smsHookUrls } from "../server/sms/sms-hook-urls.ts";
import { fail, openForCli } from "./cli-context.ts";

/**
 * `npm run sms -- urls`: prints the addresses to give Africa's Talking for
 * delivery reports, incoming messages and opt-outs (they hold a secret: keep them private).
 */
if (process.argv[2] !== "urls") fail("Usage: npm run sms -- urls");
const { config, db } = await openForCli();
try {
  if (!config.sms)
    fail('SMS is not configured: set SMS_PROVIDER and the AT_ variables first (README, "Going live with SMS").');
  const urls = smsHookUrls(config.publicUrl, await loadSiteSecret(db.db, new Date(), SMS_CALLBACK_SECRET));
  console.log(
    `Delivery reports:   ${urls.delivery}\nIncoming messages:  ${urls.incoming}\nOpt-outs:           ${urls.optout}`,
  );
} finally {
  await db.close();
}
