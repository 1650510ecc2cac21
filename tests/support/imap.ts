import net from "node:net";
import hoodiecrow from "hoodiecrow-imap";
import { ImapFlow } from "imapflow";

export type TestImap = {
  /** BOUNCE_IMAP_URL for the one mailbox (user testuser, password testpass) */
  url: string;
  /** puts mails in the mailbox (IMAP APPEND), unread */
  append(...raws: string[]): Promise<void>;
  /** the flags of every mail in the mailbox, in order */
  flags(): Promise<string[][]>;
  stop(): Promise<void>;
};

/** A real IMAP server (hoodiecrow) on a random port: a bounce mailbox holding `messages`, unread. */
export async function startImap(messages: string[] = []): Promise<TestImap> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
  const server = hoodiecrow({
    plugins: ["IDLE", "UIDPLUS"],
    storage: { INBOX: { messages: messages.map((raw) => ({ raw, flags: [] })) } },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const session = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: "testuser", pass: "testpass" },
      logger: false,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };
  return {
    url: `imap://testuser:testpass@127.0.0.1:${port}/INBOX`,
    append: (...raws) =>
      session(async (client) => {
        for (const raw of raws) await client.append("INBOX", raw, []);
      }),
    flags: () =>
      session(async (client) => {
        const lock = await client.getMailboxLock("INBOX");
        try {
          const all: string[][] = [];
          for await (const m of client.fetch("1:*", { flags: true })) all.push([...(m.flags ?? [])]);
          return all;
        } finally {
          lock.release();
        }
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
