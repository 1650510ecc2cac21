import path from "node:path";
import { z } from "zod";

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
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .url({ message: "must be an absolute http(s) URL" })
    .refine((v) => /^https?:\/\//.test(v), "must be an absolute http(s) URL")
    .optional(),
  ADMIN_EMAIL: z.email({ message: "must be an email address" }).optional(),
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
  TRUST_PROXY: bool.default(false),
  RENDER_CACHE: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STAFF_EMAIL: z.email({ message: "must be an email address" }).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
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
  trustProxy: boolean;
  renderCache: boolean;
  /** Outgoing mail server; unset: no mail is sent (everything is still stored). */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Where staff notices go. */
  staffEmail: string | undefined;
};

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
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `  ${name}: ${issue.message} (got ${JSON.stringify(cleaned[name] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const mb = 1024 * 1024;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
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
    renderCache: e.RENDER_CACHE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Uraia <no-reply@${new URL(publicUrl).hostname}>`,
    staffEmail: e.STAFF_EMAIL?.toLowerCase(),
  };
}
