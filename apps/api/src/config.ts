import { brand } from "@novaline/content";
import { resolve } from "node:path";
import * as z from "zod";
import { appRoot } from "./paths.js";

/** Unset or empty reads as "not set". */
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

/** A whole number written in decimal digits. */
const whole = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().max(max))
    .optional();

const envSchema = z.object({
  NODE_ENV: optional,
  PORT: optional.pipe(whole(65535)).transform((value) => value ?? 8787),
  HOST: optional.transform((value) => value ?? "127.0.0.1"),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PGLITE_DIR: optional,
  FIREBASE_PROJECT_ID: optional.transform((value) => value ?? "demo-novaline"),
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  CORS_ORIGINS: optional.transform((value) =>
    (value ?? "http://localhost:5173,http://localhost:5174")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter((origin) => origin !== ""),
  ),
  RATE_LIMIT_PER_MINUTE: optional.pipe(whole()),
  TRUST_PROXY: optional,
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optional,
  STAFF_EMAIL: optional.pipe(z.email().optional()),
  MAIL_OUTBOX_DIR: optional,
  MAIL_LEASE_SECONDS: optional.pipe(whole()),
  VAPI_PRIVATE_KEY: optional,
  VAPI_PHONE_NUMBER_ID: optional,
  VAPI_DEMO_ASSISTANT_ID: optional,
  VAPI_BASE_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\//, "must be an http:// or https:// URL")
      .optional(),
  ),
  VAPI_WEBHOOK_SECRET: optional,
  DEMO_CALLS_PER_DAY: optional.pipe(whole()),
  DEMO_CALLS_PER_NUMBER_PER_DAY: optional.pipe(whole()),
  DEMO_CALLS_PER_IP_PER_HOUR: optional.pipe(whole()),
  IP_HASH_SECRET: optional,
});

/** Vapi's server API as the demo calls use it. */
export interface VapiSettings {
  readonly baseUrl: string;
  readonly privateKey: string;
  /** The Vapi phone number the demo calls come from. */
  readonly phoneNumberId: string;
  /** The assistant that plays a receptionist for the chosen industry. */
  readonly assistantId: string;
  /** The secret Vapi sends in `X-Vapi-Secret` with its server messages. */
  readonly webhookSecret: string;
}

/** "Call me now": how demo calls are placed and how many are allowed. */
export interface DemoCallSettings {
  /** Unset without `VAPI_PRIVATE_KEY`: demo calls answer 503 `demo-calls-not-configured`. */
  readonly vapi: VapiSettings | undefined;
  /** Calls placed in all per UTC day (the telephony budget). */
  readonly perDay: number;
  /** Calls to one number per 24 hours. */
  readonly perNumberPerDay: number;
  /** Calls requested from one client IP per hour. */
  readonly perIpPerHour: number;
}

/** The API's settings, read once from the environment. */
export interface Config {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** A PostgreSQL server, or `undefined` for the embedded PGlite in `pgliteDir`. */
  readonly databaseUrl: string | undefined;
  readonly pgliteDir: string;
  readonly firebaseProjectId: string;
  readonly firebaseAuthEmulatorHost: string | undefined;
  readonly corsOrigins: readonly string[];
  /** Submissions per client IP per minute; 0 turns the limit off. */
  readonly rateLimitPerMinute: number;
  /** Take the client IP from `X-Forwarded-For` (set only behind a proxy that writes it). */
  readonly trustProxy: boolean;
  /** An SMTP server, or `undefined` to write each message as an `.eml` file to `mailOutboxDir`. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly staffEmail: string;
  readonly mailOutboxDir: string;
  /** How long a sender holds a claimed message before another may take it over. */
  readonly mailLeaseMs: number;
  readonly demoCalls: DemoCallSettings;
  /**
   * The key of the HMAC that turns a client address into the hash stored with a demo call (set
   * a long random one in production: without it, every IPv4 address could be tried).
   */
  readonly ipHashSecret: string;
}

/**
 * Vapi's settings: none without a private key; with one, the phone number, the assistant and the
 * webhook secret are needed too.
 */
function vapiSettings(e: z.output<typeof envSchema>): VapiSettings | undefined {
  if (e.VAPI_PRIVATE_KEY === undefined) return undefined;
  const required = {
    VAPI_PHONE_NUMBER_ID: e.VAPI_PHONE_NUMBER_ID,
    VAPI_DEMO_ASSISTANT_ID: e.VAPI_DEMO_ASSISTANT_ID,
    VAPI_WEBHOOK_SECRET: e.VAPI_WEBHOOK_SECRET,
  };
  const missing = Object.entries(required).filter(([, value]) => value === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `VAPI_PRIVATE_KEY is set, so demo calls also need ${missing.map(([name]) => name).join(", ")}.`,
    );
  }
  return {
    baseUrl: e.VAPI_BASE_URL ?? "https://api.vapi.ai",
    privateKey: e.VAPI_PRIVATE_KEY,
    phoneNumberId: required.VAPI_PHONE_NUMBER_ID ?? "",
    assistantId: required.VAPI_DEMO_ASSISTANT_ID ?? "",
    webhookSecret: required.VAPI_WEBHOOK_SECRET ?? "",
  };
}

/** A setting that is missing or wrong; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/**
 * Reads and checks the settings. Relative directories are taken from the API's folder.
 * @throws ConfigError when a variable is malformed, or when the Firebase Auth emulator is set
 *   in production (it would accept forged tokens).
 */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && e.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    throw new ConfigError(
      "FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production: the emulator accepts forged tokens, so the API refuses to start. Unset FIREBASE_AUTH_EMULATOR_HOST.",
    );
  }
  return {
    production,
    demoCalls: {
      vapi: vapiSettings(e),
      perDay: e.DEMO_CALLS_PER_DAY ?? 50,
      perNumberPerDay: e.DEMO_CALLS_PER_NUMBER_PER_DAY ?? 1,
      perIpPerHour: e.DEMO_CALLS_PER_IP_PER_HOUR ?? 3,
    },
    ipHashSecret: e.IP_HASH_SECRET ?? "novaline-local-ip-hash",
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: resolve(appRoot, e.PGLITE_DIR ?? ".data/pglite"),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    corsOrigins: e.CORS_ORIGINS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 10,
    trustProxy: e.TRUST_PROXY !== undefined && !/^(0|false|no|off)$/i.test(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${brand.name} <${brand.email}>`,
    staffEmail: e.STAFF_EMAIL ?? brand.email,
    mailOutboxDir: resolve(appRoot, e.MAIL_OUTBOX_DIR ?? ".data/outbox"),
    mailLeaseMs: (e.MAIL_LEASE_SECONDS ?? 120) * 1000,
  };
}
