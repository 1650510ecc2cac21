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

  const reconnectSoon = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect(true).catch(() => reconnectSoon());
    }, 1000);
  };

  const connect = async (again = false): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== instance) onRemoteChange();
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      logger.warn({ err: error }, "content change listener lost its connection; reconnecting");
      client = null;
      next.end().catch(() => {});
      // Something may have changed while we were not listening.
      onRemoteChange();
      reconnectSoon();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (again) {
      logger.info("content change listener subscribed again");
      onRemoteChange();
    }
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
