import type { Logger } from "../logger.ts";
import type { BounceOutcome } from "./bounce-intake.ts";

/** At most this many mails a run: a flood waits for the next run instead of holding the jobs. */
const PER_RUN = 500;

/** BOUNCE_IMAP_URL (imap[s]://user:password@host[:port]/mailbox) as imapflow's options. */
export function mailboxOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === "imaps:";
  return {
    client: {
      host: u.hostname,
      port: u.port ? Number(u.port) : secure ? 993 : 143,
      secure,
      auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
      logger: false as const,
      // Plain imap:// means no TLS at all (a mailbox on the same host); imaps:// verifies the certificate.
      doSTARTTLS: secure ? undefined : false,
    },
    mailbox: decodeURIComponent(u.pathname.replace(/^\/+/, "")) || "INBOX",
  };
}

/**
 * One run of the bounce mailbox (docs/product.md, "Sending the newsletter"):
 * every unread mail is handed to `receive` and then marked read, so a mail
 * is read again only if the run died before marking it (recording it twice
 * changes nothing: a soft bounce counts once per issue).
 */
export async function readBounceMailbox(
  url: string,
  receive: (raw: Buffer) => Promise<BounceOutcome>,
  logger: Logger,
): Promise<{ read: number; recorded: number }> {
  const { client: options, mailbox } = mailboxOptions(url);
  // Loaded by the first run of a configured mailbox, not at every start (docs/decisions/0098).
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow(options);
  await client.connect();
  let read = 0;
  let recorded = 0;
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const unread: Array<{ uid: number; source: Buffer }> = [];
      for await (const message of client.fetch({ seen: false }, { uid: true, source: true }, { uid: true })) {
        if (message.source) unread.push({ uid: message.uid, source: message.source });
        if (unread.length >= PER_RUN) break;
      }
      for (const { uid, source } of unread) {
        const outcome = await receive(source);
        if (outcome.result === "recorded") recorded++;
        else logger.info({ uid, reason: outcome.reason }, "bounce mailbox: mail ignored");
        await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
        read++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return { read, recorded };
}
