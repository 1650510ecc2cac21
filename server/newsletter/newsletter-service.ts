import crypto from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { type Locale, localizedPath } from "../../shared/locales.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { countFormUse } from "../forms/form-limits.ts";
import { isHoneypotFilled } from "../forms/spam-judge.ts";
import { readRequestLocale } from "../http/request-locale.ts";
import { validate } from "../http/validate.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { organisationFooter } from "../mail/organisation-footer.ts";
import { readSiteSettingsIn } from "../settings/settings-service.ts";
import { confirmationMail } from "./newsletter-mail.ts";
import {
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatus,
  subscribeSchemaFor,
  toSubscriber,
} from "./newsletter-row.ts";
import {
  CONFIRM_VALID_MS,
  confirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeToken,
} from "./newsletter-tokens.ts";

/** A subscriber as the API answers it (the access request of server/messages/privacy-service.ts). */
export { toSubscriber };

/** Ask again at most this often for one address: nobody can use the form to flood an inbox. */
const RESEND_AFTER_MS = 10 * 60_000;
/** Unconfirmed sign-ups are forgotten after this long. */
export const UNCONFIRMED_KEPT_MS = 30 * 86400_000;

export type ConfirmResult = "confirmed" | "already" | "expired" | "invalid";

export interface NewsletterService {
  /** Double opt-in: stores the address as pending and mails a confirmation link. Reveals nothing about the address. */
  subscribe(input: Record<string, unknown>, sender: { ip: string }): Promise<void>;
  /** What a confirmation link would do, without doing it (mail scanners open every link). */
  checkConfirm(token: unknown): Promise<ConfirmResult | "ready">;
  confirm(token: unknown): Promise<ConfirmResult>;
  checkUnsubscribe(token: unknown): Promise<"ready" | "already" | "invalid">;
  unsubscribe(token: unknown): Promise<"unsubscribed" | "invalid">;
  list(viewer: Viewer, status?: string): Promise<{ items: Subscriber[]; counts: Record<SubscriberStatus, number> }>;
  /** Confirmed addresses, for the CSV export. */
  confirmed(viewer: Viewer): Promise<Subscriber[]>;
  purgeUnconfirmed(now: Date): Promise<number>;
  /** The site's signing secret (the newsletter's links and bounce addresses). */
  secret(): Promise<string>;
  /** The language a subscriber reads in ("en" when unknown). */
  localeOf(id: number): Promise<Locale>;
}

export function createNewsletterService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  secret: () => Promise<string>;
  publicUrl: string;
  sendMail: (mail: OutgoingMail, trx: Transaction<Database>) => Promise<void>;
}): NewsletterService {
  const { db, now } = deps;
  const nonce = () => crypto.randomBytes(12).toString("base64url");

  /** The confirmation and unsubscribe pages in the subscriber's language (/sw/newsletter/… in Kiswahili). */
  function links(secret: string, id: number, token: string, locale: Locale) {
    const base = `${deps.publicUrl}${localizedPath("/newsletter", locale)}`;
    return {
      confirm: `${base}/confirm?token=${token}`,
      unsubscribe: `${base}/unsubscribe?token=${unsubscribeToken(secret, id)}`,
    };
  }

  /** Asks again; the language of the latest sign-up is the one kept and mailed in. */
  async function ask(trx: Transaction<Database>, secret: string, id: number, email: string, at: Date, locale: Locale) {
    const fresh = nonce();
    await trx
      .updateTable("subscribers")
      .set({ status: "pending", confirm_nonce: fresh, confirm_sent_at: at, updated_at: at, consent_at: at, locale })
      .where("id", "=", id)
      .execute();
    const token = confirmToken(secret, id, fresh, at.getTime() + CONFIRM_VALID_MS);
    const footer = organisationFooter(await readSiteSettingsIn(trx, locale), locale);
    await deps.sendMail(confirmationMail(email, links(secret, id, token, locale), locale, footer), trx);
  }

  async function subscribeOnce(email: string, source: string, at: Date, locale: Locale) {
    // Read before the transaction: on SQLite it holds the only connection.
    const secret = await deps.secret();
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
      if (!row) {
        const inserted = await trx
          .insertInto("subscribers")
          .values({ email, source, locale, status: "pending", consent_at: at, created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        await ask(trx, secret, inserted.id, email, at, locale);
        return;
      }
      if (row.status === "confirmed") return;
      const sent = toIso(row.confirm_sent_at);
      if (row.status === "pending" && sent && at.getTime() - new Date(sent).getTime() < RESEND_AFTER_MS) return;
      await ask(trx, secret, row.id, email, at, locale);
    });
  }

  async function pendingRow(token: unknown) {
    const read = readConfirmToken(await deps.secret(), token);
    if (!read) return { result: "invalid" as const };
    const row = await db.selectFrom("subscribers").selectAll().where("id", "=", read.id).executeTakeFirst();
    if (!row) return { result: "invalid" as const };
    if (row.status === "confirmed") return { result: "already" as const };
    if (row.confirm_nonce !== read.nonce) return { result: "invalid" as const };
    if (read.expiresAt < now().getTime()) return { result: "expired" as const };
    return { result: "ready" as const, read };
  }

  return {
    async subscribe(input, sender) {
      const at = now();
      const locale = readRequestLocale(input);
      await countFormUse(db, "newsletter", sender.ip, at, locale);
      if (isHoneypotFilled(input)) return;
      const { email, source } = validate(subscribeSchemaFor(locale), input);
      try {
        await subscribeOnce(email, source, at, locale);
      } catch (error) {
        // Two sign-ups for one new address at once: the other one stored it.
        if (!isUniqueViolation(error)) throw error;
      }
    },

    async checkConfirm(token) {
      return (await pendingRow(token)).result;
    },

    async confirm(token) {
      const found = await pendingRow(token);
      if (found.result !== "ready") return found.result;
      const at = now();
      const result = await db
        .updateTable("subscribers")
        .set({ status: "confirmed", confirm_nonce: null, confirmed_at: at, updated_at: at, unsubscribed_at: null })
        .where("id", "=", found.read.id)
        .where("confirm_nonce", "=", found.read.nonce)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? "confirmed" : "already";
    },

    async checkUnsubscribe(token) {
      const id = readUnsubscribeToken(await deps.secret(), token);
      if (id === null) return "invalid";
      const row = await db.selectFrom("subscribers").select("status").where("id", "=", id).executeTakeFirst();
      if (!row) return "invalid";
      return row.status === "unsubscribed" ? "already" : "ready";
    },

    async unsubscribe(token) {
      const id = readUnsubscribeToken(await deps.secret(), token);
      if (id === null) return "invalid";
      const at = now();
      const result = await db
        .updateTable("subscribers")
        .set({
          status: "unsubscribed",
          confirm_nonce: null,
          updated_at: at,
          unsubscribed_at: sql`coalesce(${sql.ref("unsubscribed_at")}, ${at})`,
        })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? "unsubscribed" : "invalid";
    },

    async list(viewer, status) {
      requirePermission(viewer, "subscribers");
      let q = db.selectFrom("subscribers").selectAll();
      if (status && (SUBSCRIBER_STATUSES as readonly string[]).includes(status)) q = q.where("status", "=", status);
      const rows = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(500).execute();
      const counts = await db
        .selectFrom("subscribers")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
      return {
        items: rows.map(toSubscriber),
        counts: {
          pending: byStatus.pending ?? 0,
          confirmed: byStatus.confirmed ?? 0,
          unsubscribed: byStatus.unsubscribed ?? 0,
        },
      };
    },

    async confirmed(viewer) {
      requirePermission(viewer, "subscribers");
      const rows = await db
        .selectFrom("subscribers")
        .selectAll()
        .where("status", "=", "confirmed")
        .orderBy("confirmed_at")
        .orderBy("id")
        .execute();
      return rows.map(toSubscriber);
    },

    secret: () => deps.secret(),
    async localeOf(id) {
      const row = await db.selectFrom("subscribers").select("locale").where("id", "=", id).executeTakeFirst();
      return row?.locale === "sw" ? "sw" : "en";
    },
    async purgeUnconfirmed(at) {
      const result = await db
        .deleteFrom("subscribers")
        .where("status", "=", "pending")
        .where("updated_at", "<", new Date(at.getTime() - UNCONFIRMED_KEPT_MS))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
