import { loadSiteSecret } from "../server/forms/site-secret.ts";
import { receiveBounce } from "../server/newsletter/bounce-intake.ts";
import { fail, failuresAsOneLine, openForCli } from "./cli-context.ts";

/**
 * `npm run newsletter -- bounce < message.eml`: one mail received at the bounce
 * address (a delivery status notification or a complaint), for a mail server's
 * pipe (docs/product.md, "Sending the newsletter"). Prints what it did; exits 0
 * also for a mail that is no bounce, so that the mail server does not answer it.
 */
failuresAsOneLine("Reading the bounce");
if (process.argv[2] !== "bounce") fail("Usage: npm run newsletter -- bounce < message.eml");
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const raw = Buffer.concat(chunks);
if (raw.length === 0) fail("No mail on standard input: npm run newsletter -- bounce < message.eml");
const { db } = await openForCli();
try {
  const outcome = await receiveBounce(
    { db: db.db, secret: () => loadSiteSecret(db.db, new Date()), now: () => new Date() },
    raw,
  );
  console.log(
    outcome.result === "recorded"
      ? `Recorded a ${outcome.kind === "complaint" ? "complaint" : `${outcome.kind} bounce`} for subscriber ${outcome.subscriberId} (issue ${outcome.issueId})${outcome.suppressed ? ": no more mail goes to this address" : ""}.`
      : `Ignored: ${outcome.reason}.`,
  );
} finally {
  await db.close();
}
