import { PAGES } from "../../app/content/pages/page-registry.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createLogger, type Logger } from "../../server/logger.ts";
import { createServices, type Services } from "../../server/services.ts";
import { startUp } from "../../server/start-up.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";

export const STAFF = { email: "editor@uraia.test", password: "mango-river-lantern-42" };

/** A movable clock for scheduled items and session expiry. */
export function fakeClock(start = "2026-01-15T09:00:00.000Z") {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(iso: string) {
      current = new Date(iso).getTime();
    },
  };
}

export type Harness = {
  database: TestDatabase;
  services: Services;
  app: ReturnType<typeof createApp>;
  clock: ReturnType<typeof fakeClock>;
  /** app.request with JSON body and an optional bearer token */
  call(
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit },
  ): Promise<Response>;
  signIn(): Promise<string>;
  /** `keepDatabase` leaves a database the test made itself (`options.database`) in place */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
};

/** One server per test file: a fresh database of `kind`, one staff user, no demo content unless asked. */
export async function startHarness(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
  options: { logger?: Logger; database?: TestDatabase } = {},
): Promise<Harness> {
  const database = options.database ?? (await createTestDatabase(kind));
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: "silent",
    DEMO_CONTENT: "false",
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ...env,
  });
  const clock = fakeClock();
  const db = await database.open();
  const services = await startUp(
    await createServices({
      config,
      db,
      pages: PAGES,
      logger: options.logger ?? createLogger("silent"),
      now: clock.now,
    }),
  );
  const app = createApp(services);
  const call: Harness["call"] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(options.json);
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };
  return {
    database,
    services,
    app,
    clock,
    call,
    async signIn() {
      const res = await call("POST", "/api/login", { json: STAFF });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async close(closing = {}) {
      await db.close();
      if (!closing.keepDatabase) await database.drop();
    },
  };
}
