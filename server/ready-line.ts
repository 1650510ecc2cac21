import type { Kysely } from "kysely";
import type { Database } from "./db/schema.ts";
import type { FirstAccount } from "./demo/first-start.ts";

/** The first Administrator's email (the account a first start made), or null with no Administrator. */
export async function firstAdministrator(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("users")
    .select("email")
    .where("role", "=", "admin")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * The last line a start prints: where the site answers and how staff sign in.
 * A first start that made the demo's account gives its password (it is shown
 * nowhere else again); later starts say how to set a new one.
 */
export function readyLine(url: string, made: FirstAccount | null, administrator: string | null): string {
  const signIn = `${url}/admin/login`;
  if (made?.password) {
    return `Uraia is ready at ${url} — staff sign in at ${signIn} with email ${made.email} and password ${made.password} (shown only this once)`;
  }
  if (made)
    return `Uraia is ready at ${url} — staff sign in at ${signIn} with email ${made.email} and the password in ADMIN_PASSWORD`;
  if (administrator) {
    return `Uraia is ready at ${url} — staff sign in at ${signIn} as ${administrator} (a new password: npm run admin -- reset-password --email ${administrator})`;
  }
  return `Uraia is ready at ${url} — no staff account yet: npm run admin -- create --email you@example.org`;
}
