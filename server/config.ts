import path from "node:path";
import { z } from "zod";
import { isEmail } from "../shared/email.ts";
import { type MpesaConfig, readMpesaConfig } from "./mpesa/mpesa-config.ts";
import { readSmsConfig, type SmsConfig } from "./sms/sms-config.ts";
import { parseStorageUrl, type S3Location } from "./uploads/storage-url.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    message: "must be true or false",
  })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const positiveInt = (max: number) =>
  z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(max, `must be at most ${max}`);

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0–65535")
    .max(65535, "must be 0–65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  SECRET_KEY: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .url({ message: "must be an absolute http(s) URL" })
    .refine((v) => /^https?:\/\//.test(v), "must be an absolute http(s) URL")
    .optional(),
  ADMIN_EMAIL: z.string().refine(isEmail, "must be an email address").optional(),
  ADMIN_PASSWORD: z.string().optional(),
  DEMO_CONTENT: bool.default(true),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^https?:\/\/[^/]+$/, "must be a comma-separated list of origins such as https://example.org"),
      ),
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAX_IMAGE_UPLOAD_MB: positiveInt(100).default(10),
  MAX_PDF_UPLOAD_MB: positiveInt(500).default(50),
  SESSION_IDLE_HOURS: positiveInt(24 * 30).default(12),
  SESSION_MAX_DAYS: positiveInt(90).default(7),
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((v) => Number(v === "false" || v === "no" ? "0" : v === "true" || v === "yes" ? "1" : v))
    .pipe(
      z
        .number({ message: "must be the number of proxies in front (0–10)" })
        .int("must be the number of proxies in front (0–10)")
        .min(0, "must be the number of proxies in front (0–10)")
        .max(10, "must be the number of proxies in front (0–10)"),
    ),
  AUDIT_RETENTION_DAYS: positiveInt(36500).default(730),
  RENDER_CACHE: bool.default(true),
  STORAGE_URL: z
    .string()
    .superRefine((v, ctx) => {
      try {
        parseStorageUrl(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOADS_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, "must be an absolute http(s) URL such as https://cdn.example.org/uploads")
    .optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STAFF_EMAIL: z.string().refine(isEmail, "must be an email address").optional(),
  MESSAGE_RETENTION_DAYS: positiveInt(3650).default(365),
  // The newsletter's sending (docs/product.md, "Sending the newsletter").
  NEWSLETTER_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 (no limit) or more")
    .max(100_000, "must be at most 100000")
    .default(60),
  NEWSLETTER_SENDING_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3])-([01]\d|2[0-4])$/, "must be two hours in East Africa Time such as 08-18")
    .refine((v) => v.slice(0, 2) !== v.slice(3), "must be two different hours such as 08-18")
    .optional(),
  NEWSLETTER_BOUNCE_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i,
      "must be a domain name such as bounces.example.org",
    )
    .optional(),
  BOUNCE_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^/]/, "must be an imap:// or imaps:// URL, e.g. imaps://user:pass@mail.example.org/INBOX")
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** SECRET_KEY: encrypts second-factor secrets at rest; absent, DATA_DIR/secret.key is used (made on first start). */
  secretKey: string | undefined;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoContent: boolean;
  corsOrigins: string[];
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  maxImageUploadBytes: number;
  maxPdfUploadBytes: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** How many proxies in front add to X-Forwarded-For (0: use the socket's address). */
  trustProxy: number;
  auditRetentionDays: number;
  renderCache: boolean;
  /** uploads in an S3-compatible store; local disk (DATA_DIR/uploads) when undefined */
  storage: (S3Location & { credentials?: { accessKeyId: string; secretAccessKey: string } }) | undefined;
  /** public links to uploads use this base (a CDN) instead of /uploads */
  uploadsPublicUrl: string | undefined;
  /** bearer token for GET /metrics (loopback without a proxy header may read it without) */
  metricsToken: string | undefined;
  /** Outgoing mail server; unset: no mail is sent (everything is still stored). */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Where staff notices go. */
  staffEmail: string | undefined;
  /** Handled and archived messages are deleted this many days later. */
  messageRetentionDays: number;
  /** The newsletter's sending: mails a minute (0: no limit), sending hours in EAT, bounce handling. */
  newsletter: {
    perMinute: number;
    /** [from, to) hours in East Africa Time; null: any time */
    sendingHours: [number, number] | null;
    bounceDomain: string | undefined;
    bounceImapUrl: string | undefined;
  };
  /** M-Pesa giving from the page (server/mpesa/mpesa-config.ts); null: off, /donate shows the paybill. */
  mpesa: MpesaConfig | null;
  /** SMS through Africa's Talking (server/sms/sms-config.ts); null: off, the SMS features are hidden. */
  sms: SmsConfig | null;
};

function storageConfig(e: z.infer<typeof envSchema>): Config["storage"] {
  const location = parseStorageUrl(e.STORAGE_URL ?? "");
  if (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY) {
    return { ...location, credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } };
  }
  // Otherwise the AWS SDK's usual sources: AWS_ACCESS_KEY_ID, a profile, an instance role.
  return location;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once; an invalid value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => {
      const value = env[key];
      return [key, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
  const parsed = envSchema.safeParse(cleaned);
  const mpesa = readMpesaConfig(env);
  const sms = readSmsConfig(env);
  if (!parsed.success || mpesa.problems.length > 0 || sms.problems.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `  ${name}: ${issue.message} (got ${JSON.stringify(cleaned[name] ?? null)})`;
    });
    // M-Pesa's secrets are named, never echoed.
    lines.push(...[...mpesa.problems, ...sms.problems].map((problem) => `  ${problem}`));
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const mb = 1024 * 1024;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    secretKey: e.SECRET_KEY,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoContent: e.DEMO_CONTENT,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    maxImageUploadBytes: e.MAX_IMAGE_UPLOAD_MB * mb,
    maxPdfUploadBytes: e.MAX_PDF_UPLOAD_MB * mb,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86400_000,
    trustProxy: e.TRUST_PROXY,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    renderCache: e.RENDER_CACHE,
    storage: e.STORAGE_URL ? storageConfig(e) : undefined,
    uploadsPublicUrl: e.UPLOADS_PUBLIC_URL?.replace(/\/+$/, ""),
    metricsToken: e.METRICS_TOKEN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Uraia <no-reply@${new URL(publicUrl).hostname}>`,
    staffEmail: e.STAFF_EMAIL?.toLowerCase(),
    messageRetentionDays: e.MESSAGE_RETENTION_DAYS,
    mpesa: mpesa.config,
    sms: sms.config,
    newsletter: {
      perMinute: e.NEWSLETTER_PER_MINUTE,
      sendingHours: e.NEWSLETTER_SENDING_HOURS
        ? [Number(e.NEWSLETTER_SENDING_HOURS.slice(0, 2)), Number(e.NEWSLETTER_SENDING_HOURS.slice(3))]
        : null,
      bounceDomain: e.NEWSLETTER_BOUNCE_DOMAIN?.toLowerCase(),
      bounceImapUrl: e.BOUNCE_IMAP_URL,
    },
  };
}
