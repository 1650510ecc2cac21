import type { Kysely } from "kysely";
import { isEmail } from "../../shared/email.ts";
import type { Role } from "../../shared/roles.ts";
import type { Database } from "../db/schema.ts";
import { clearEmail } from "./login-attempts.ts";
import { hashPassword } from "./password-hash.ts";
import { passwordProblem } from "./password-policy.ts";
import { endAllSessions } from "./session-tokens.ts";

export class StaffUserError extends Error {
  override name = "StaffUserError";
}

function checked(email: string, password: string, name = ""): string {
  const normalised = email.trim().toLowerCase();
  if (!isEmail(normalised)) throw new StaffUserError(`"${email}" is not an email address.`);
  const problem = passwordProblem(password, [normalised, name]);
  if (problem) throw new StaffUserError(problem);
  return normalised;
}

export async function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name", "role", "password_hash", "active", "totp_secret", "totp_last_step", "language"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/** A staff member as the API shows them (never the password hash). */
export async function findStaffById(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").select(["id", "email", "name", "role"]).where("id", "=", id).executeTakeFirst();
}

export async function countStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates a staff account (an Administrator unless told otherwise); the
 * password must pass the policy (12–256 characters, not easy to guess).
 */
export async function createStaff(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: Date,
  profile: { name?: string; role?: Role } = {},
) {
  const address = checked(email, password, profile.name);
  if (await findStaffByEmail(db, address)) throw new StaffUserError(`A staff account for ${address} already exists.`);
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto("users")
    .values({
      email: address,
      name: profile.name ?? "",
      role: profile.role ?? "admin",
      password_hash: passwordHash,
      created_at: now,
      password_changed_at: now,
    })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email: row.email };
}

/** Sets a new password, ends all of that user's sessions and lifts any sign-in lock on the email. */
export async function resetStaffPassword(db: Kysely<Database>, email: string, password: string, now: Date) {
  const address = checked(email, password);
  const user = await findStaffByEmail(db, address);
  if (!user) throw new StaffUserError(`There is no staff account for ${address}.`);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where("id", "=", user.id)
      .execute();
    await endAllSessions(trx, Number(user.id));
    await clearEmail(trx, address);
  });
  return { id: Number(user.id), email: user.email };
}
