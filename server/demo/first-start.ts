import { randomBytes } from "node:crypto";
import { countStaff, createStaff, StaffUserError } from "../auth/staff-users.ts";
import { ConfigError } from "../config.ts";
import type { Services } from "../services.ts";
import type { StepProgress } from "../step-progress.ts";
import { isEmptyDatabase, seedDemoContent } from "./seed-demo.ts";

/** Used when the demo creates its own admin and ADMIN_EMAIL is not set. */
export const DEMO_ADMIN_EMAIL = "admin@uraia.local";

/** The staff account a first start made: its password when made here (the demo's), null when from ADMIN_PASSWORD. */
export type FirstAccount = { email: string; password: string | null };

/**
 * First start of an empty database: a staff account (from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or in the demo one with a random password printed once) and,
 * when DEMO_CONTENT is on, the demo news and publications. Returns the account
 * made, if one was, for the line that says the site is ready.
 */
export async function firstStart(
  services: Services,
  progress: StepProgress = { report() {} },
): Promise<FirstAccount | null> {
  let account: FirstAccount | null = null;
  const { config, logger, db } = services;
  if ((await countStaff(db.db)) === 0) {
    if (config.adminEmail && config.adminPassword) {
      await createStaff(db.db, config.adminEmail, config.adminPassword, services.now()).catch((error: unknown) => {
        if (!(error instanceof StaffUserError)) throw error;
        throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${error.message}`);
      });
      logger.info({ email: config.adminEmail }, "created the first staff account from ADMIN_EMAIL");
      account = { email: config.adminEmail, password: null };
    } else if (config.demoContent) {
      const email = config.adminEmail ?? DEMO_ADMIN_EMAIL;
      const password = randomBytes(15).toString("base64url");
      await createStaff(db.db, email, password, services.now());
      account = { email, password };
      // Printed once, on purpose not through the logger, so it is seen whatever LOG_LEVEL is.
      console.log(
        `\nCreated a staff account for the demo. Sign in at ${config.publicUrl}/admin/login with\n  email:    ${email}\n  password: ${password}\nThis password is shown only once. Change it with: npm run admin -- reset-password --email ${email}\n`,
      );
    } else {
      logger.warn("No staff account yet: create one with npm run admin -- create --email you@example.org");
    }
  }
  if (config.demoContent && (await isEmptyDatabase(services))) {
    const counts = await seedDemoContent(services, progress);
    // The setting row also marks the database as no longer empty, so deleting all news never re-seeds.
    await services.settings.set("listen_live_url", null);
    logger.info(counts, "added demo content");
  }
  return account;
}
