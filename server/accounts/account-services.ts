import type { Dialect } from "../db/connection.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Logger } from "../logger.ts";
import { type AccountService, createAccountService } from "./account-service.ts";
import type { AccountsDeps } from "./accounts-deps.ts";
import { createPasswordLinks, type PasswordLinks } from "./password-links.ts";
import { purgeAccountData } from "./purge.ts";
import { createTotpEnrolment, type TotpEnrolmentService } from "./totp-enrolment.ts";
import { createUsersService, type UsersService } from "./users-service.ts";

export type AccountServices = {
  /** Staff accounts as Administrators manage them. */
  users: UsersService;
  /** One's own account: profile, password, sessions. */
  account: AccountService;
  /** One's own two-factor sign-in. */
  totp: TotpEnrolmentService;
  /** Invitations and password resets by email. */
  passwordLinks: PasswordLinks;
};

/**
 * The staff-account services over one set of dependencies, and the hourly
 * purge of expired sessions, links and old audit entries (docs/product.md,
 * "Staff accounts").
 */
export function createAccountServices(
  deps: AccountsDeps & { dialect: Dialect; jobs: Jobs; logger: Logger; auditRetentionDays: number },
): AccountServices {
  const { db, jobs, logger, limits } = deps;
  jobs.every("accounts.purge", 3600_000, async (at) => {
    logger.debug(await purgeAccountData(db, at, limits, deps.auditRetentionDays), "purged account data");
  });
  return {
    users: createUsersService(deps),
    account: createAccountService(deps),
    totp: createTotpEnrolment(deps),
    passwordLinks: createPasswordLinks(deps),
  };
}
