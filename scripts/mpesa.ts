import { hookUrls } from "../server/donations/hook-urls.ts";
import { loadSiteSecret } from "../server/forms/site-secret.ts";
import { createDarajaClient } from "../server/mpesa/daraja-client.ts";
import { fail, openForCli } from "./cli-context.ts";

/**
 * `npm run mpesa -- register-urls`: registers the paybill confirmation and
 * validation URLs with Daraja (once per shortcode, after going live).
 * `npm run mpesa -- urls`: prints the callback addresses (they hold a secret: keep them private).
 */
const command = process.argv[2];
if (command !== "register-urls" && command !== "urls") {
  fail("Usage: npm run mpesa -- register-urls | urls");
}
const { config, db } = await openForCli();
try {
  if (!config.mpesa)
    fail('M-Pesa is not configured: set the MPESA_ variables first (README, "Going live with M-Pesa").');
  const urls = hookUrls(config.publicUrl, await loadSiteSecret(db.db, new Date(), "mpesa-callback"));
  if (!config.publicUrl.startsWith("https://") && config.mpesa.env === "production") {
    fail("PUBLIC_URL must be an https:// address: Daraja calls back only over HTTPS.");
  }
  if (command === "urls") {
    console.log(
      `STK push callback:     ${urls.stk}\nPaybill confirmation:  ${urls.confirmation}\nPaybill validation:    ${urls.validation}`,
    );
  } else {
    const daraja = createDarajaClient(config.mpesa);
    const answer = await daraja.registerC2bUrls({ confirmationUrl: urls.confirmation, validationUrl: urls.validation });
    console.log(`Daraja registered the paybill URLs for shortcode ${config.mpesa.shortcode}: ${answer.description}`);
  }
} catch (error) {
  fail(`Daraja refused: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await db.close();
}
