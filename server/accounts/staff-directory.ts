import type { Kysely } from "kysely";
import { isLocale } from "../../shared/locales.ts";
import { ROLES, type Role } from "../../shared/roles.ts";
import type { StaffAccount } from "../../shared/staff.ts";
import type { Database } from "../db/schema.ts";
import { toBool, toIso } from "../db/values.ts";

const asRole = (value: string): Role => ROLES.find((r) => r === value) ?? "author";

/** Every staff account with its state and when it was last used, newest first. */
export async function listStaff(db: Kysely<Database>, id?: number): Promise<StaffAccount[]> {
  let query = db
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.email",
      "users.name",
      "users.role",
      "users.active",
      "users.password_hash",
      "users.totp_secret",
      "users.language",
      "users.created_at",
      eb
        .selectFrom("sessions")
        .select((s) => s.fn.max("sessions.last_seen_at").as("seen"))
        .whereRef("sessions.user_id", "=", "users.id")
        .as("last_seen_at"),
    ])
    .orderBy("users.created_at", "desc")
    .orderBy("users.id", "desc");
  if (id !== undefined) query = query.where("users.id", "=", id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: asRole(row.role),
    status: !toBool(row.active) ? "deactivated" : row.password_hash === "" ? "invited" : "active",
    totp_enabled: row.totp_secret !== null,
    language: isLocale(row.language) ? row.language : "en",
    created_at: toIso(row.created_at) ?? "",
    last_seen_at: toIso(row.last_seen_at as string | null),
  }));
}

/** Active Administrators other than `exceptId`: there must always be one left. */
export async function otherActiveAdmins(db: Kysely<Database>, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("active", "=", true)
    .where("password_hash", "<>", "")
    .where("id", "<>", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How a change is signed (page copy's "who"): the account's name, else its email; "" for the system. */
export async function accountName(db: Kysely<Database>, viewer: { userId?: number }): Promise<string> {
  if (viewer.userId === undefined) return "";
  const row = await db.selectFrom("users").select(["name", "email"]).where("id", "=", viewer.userId).executeTakeFirst();
  return row ? row.name || row.email : "";
}
