import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "../logger.ts";

const CHANNEL = "uraia_content_changed";

export type ChangeBus = {
  /** tell every other instance that content changed */
  publish(): Promise<void>;
  close(): Promise<void>;
};

/**
 * With several app instances on one PostgreSQL, a content change on one clears
 * every instance's page cache: NOTIFY on change, LISTEN on a dedicated
 * connection (reconnecting after errors). Each instance ignores its own notices.
 */
export async function postgresChangeBus(
  databaseUrl: string,
  onRemoteChange: () => void,
  logger: Logger,
): Promise<ChangeBus> {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== instance) onRemoteChange();
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "content change listener lost its connection; reconnecting");
      client = null;
      next.end().catch(() => {});
      // Something may have changed while we were not listening.
      onRemoteChange();
      if (!closed) retry = setTimeout(() => connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    async publish() {
      const sender = client;
      if (!sender) return;
      await sender.query("SELECT pg_notify($1, $2)", [CHANNEL, instance]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
