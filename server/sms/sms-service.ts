import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import type { SmsSubscriber, SmsSuppression } from "../../shared/sms-api.ts";
import { maskSmsPhone } from "../../shared/sms-phone.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { createAfricasTalkingClient } from "./africastalking-client.ts";
import {
  type BroadcastFigures,
  broadcastFigures,
  createBroadcast,
  listBroadcasts,
  startBroadcast,
} from "./sms-broadcasts.ts";
import { incoming, optOut, subscribe } from "./sms-consent.ts";
import { deliveryReport } from "./sms-delivery.ts";
import { BROADCAST_JOB, SEND_JOB, type SmsDeps } from "./sms-deps.ts";
import { ERASED_PREFIX } from "./sms-erased.ts";
import { sendBatch } from "./sms-outbox.ts";
import type { SmsProvider } from "./sms-provider.ts";
import { keepReminderRequest, REMINDER_TASK, type RegistrationForReminder, sendDueReminders } from "./sms-reminders.ts";

export type SmsSubscriberRow = SmsSubscriber;
export type SmsSuppressionRow = SmsSuppression;

export interface SmsService {
  /** false when SMS is not configured: the sign-up, reminders and broadcasts are hidden */
  readonly enabled: boolean;
  /** the secret in the callback addresses */
  readonly callbackSecret: string;
  subscribe(
    fields: Record<string, unknown>,
    context: { ip: string; source: "form" | "api"; locale: Locale },
  ): Promise<void>;
  deliveryReport(fields: Record<string, unknown>): Promise<void>;
  incoming(fields: Record<string, unknown>): Promise<void>;
  optOut(fields: Record<string, unknown>): Promise<void>;
  /** a registration's "remind me by SMS", kept in the registration's transaction (nothing when SMS is off) */
  keepReminderRequest(db: Kysely<Database>, registration: RegistrationForReminder): Promise<void>;
  createBroadcast(viewer: Viewer, input: Record<string, unknown>): Promise<{ id: number; send_at: string }>;
  broadcast(viewer: Viewer, id: number): Promise<BroadcastFigures>;
  broadcasts(viewer: Viewer): Promise<BroadcastFigures[]>;
  /** phones masked for all but Administrators */
  subscribers(viewer: Viewer): Promise<SmsSubscriberRow[]>;
  suppressions(viewer: Viewer): Promise<SmsSuppressionRow[]>;
}

/**
 * SMS (docs/product.md, "SMS"): consent and opt-out, the gateway's callbacks,
 * event reminders and broadcasts, all sent through the jobs table.
 */
export function createSmsService(
  deps: Omit<SmsDeps, "provider"> & { provider?: SmsProvider; callbackSecret: string },
): SmsService {
  const provider = deps.provider ?? (deps.config.sms ? createAfricasTalkingClient(deps.config.sms) : null);
  const d: SmsDeps = { ...deps, provider };
  d.jobs.handle(SEND_JOB, (payload) => sendBatch(d, payload));
  d.jobs.handle(BROADCAST_JOB, (payload) => startBroadcast(d, payload));
  if (provider) d.jobs.every(REMINDER_TASK, 15 * 60_000, async (at) => void (await sendDueReminders(d, at)));

  const mask = (viewer: Viewer) => (phone: string) => (viewer.role === "admin" ? phone : maskSmsPhone(phone));
  return {
    enabled: provider !== null,
    callbackSecret: deps.callbackSecret,
    subscribe: (fields, context) => subscribe(d, fields, context),
    deliveryReport: (fields) => deliveryReport(d, fields),
    incoming: (fields) => incoming(d, fields),
    optOut: (fields) => optOut(d, fields),
    keepReminderRequest: (db, registration) =>
      provider ? keepReminderRequest(db, registration, d.now()) : Promise.resolve(),
    async createBroadcast(viewer, input) {
      requirePermission(viewer, "sms");
      return createBroadcast(d, input, viewer.userId !== undefined ? String(viewer.userId) : null);
    },
    async broadcast(viewer, id) {
      requirePermission(viewer, "sms");
      return broadcastFigures(d, id);
    },
    async broadcasts(viewer) {
      requirePermission(viewer, "sms");
      return listBroadcasts(d);
    },
    async subscribers(viewer) {
      requirePermission(viewer, "sms");
      const shown = mask(viewer);
      const rows = await d.db.selectFrom("sms_subscribers").selectAll().orderBy("id", "desc").execute();
      return rows.map((r) => ({
        id: Number(r.id),
        phone: shown(r.phone),
        language: r.language,
        status: r.status,
        consent_at: toIso(r.consent_at) ?? "",
        consent_source: r.consent_source,
        consent_wording: r.consent_wording,
      }));
    },
    async suppressions(viewer) {
      requirePermission(viewer, "sms");
      const shown = mask(viewer);
      const rows = await d.db.selectFrom("sms_suppressions").selectAll().orderBy("created_at", "desc").execute();
      return rows.map((r) => ({
        // Erased on request: kept as a hash, shown as no number.
        phone: r.phone.startsWith(ERASED_PREFIX) ? null : shown(r.phone),
        reason: r.reason,
        detail: r.detail,
        created_at: toIso(r.created_at) ?? "",
      }));
    },
  };
}
