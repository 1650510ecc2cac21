import { z } from "zod";
import { isEmail } from "./email.ts";
import { LOCALES } from "./locales.ts";
import { whole } from "./query-params.ts";
import { ROLES } from "./roles.ts";

const object = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { message: "The request body must be a JSON object" });

const email = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(320, "Email must be at most 320 characters")
  .refine(isEmail, "Enter a valid email address");
const name = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(120, "Name must be at most 120 characters");
const role = z.enum(ROLES, { message: "Role must be admin, editor, author or finance" });
/** Strength is checked on the server (password-policy.ts); here only presence and an upper bound. */
const newPassword = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(1024, "Password must be at most 1024 characters");
const currentPassword = z
  .string({ message: "Current password is required" })
  .min(1, "Current password is required")
  .max(1024, "Current password must be at most 1024 characters");
const token = z.string({ message: "Token is required" }).min(1, "Token is required").max(200, "Token is not valid");

/** POST /api/users */
export const inviteSchema = object({ email, name, role });
/** PUT /api/users/{id}: any of role, name, active; reset_totp removes their two-factor sign-in. */
export const userUpdateSchema = object({
  role: role.optional(),
  name: name.optional(),
  active: z.boolean({ message: "Active must be true or false" }).optional(),
  reset_totp: z.literal(true, { message: "reset_totp can only be true" }).optional(),
});
/** PUT /api/me: a new name or language, and (with the current password) a new email or password. */
export const meUpdateSchema = object({
  name: name.optional(),
  language: z.enum(LOCALES, { message: "Language must be en (English) or sw (Kiswahili)" }).optional(),
  email: email.optional(),
  password: newPassword.optional(),
  current_password: currentPassword.optional(),
});
/** POST /api/me/reauth */
export const reauthSchema = object({ password: currentPassword });
/** POST /api/invitations/accept and /api/password-reset/confirm */
export const tokenPasswordSchema = object({ token, password: newPassword });
/** POST /api/password-reset */
export const resetRequestSchema = object({ email });
/** POST /api/me/totp/confirm */
export const totpConfirmSchema = object({
  code: z.string({ message: "Code is required" }).trim().min(1, "Code is required").max(20, "Code is not valid"),
});
/** PUT /api/security */
export const securitySchema = object({
  require_totp: z.boolean({ message: "require_totp must be true or false" }),
});

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
const calendarDay = (key: string) =>
  z
    .string()
    .trim()
    .refine(
      (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      `${key} must be a date as YYYY-MM-DD`,
    )
    .optional();

/**
 * GET /api/audit?actor=&entity=&action=&days=&from=&to=&limit=&offset= (actor: an id or
 * an email; days: the last N days; from/to: calendar days in East Africa Time, both included)
 */
export const auditQuerySchema = z
  .object({
    actor: z.string().trim().max(320, "actor must be at most 320 characters").optional(),
    entity: z.string().trim().max(60, "entity must be at most 60 characters").optional(),
    action: z.string().trim().max(80, "action must be at most 80 characters").optional(),
    days: whole("days", 1, 3650),
    from: calendarDay("from"),
    to: calendarDay("to"),
    limit: whole("limit", 1, 100),
    offset: whole("offset", 0, 10_000_000),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "to must not be before from" });
