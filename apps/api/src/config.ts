import { brand } from "@novaline/content";
import { logLevelFrom, type LogLevel } from "./http/logger.js";
import ipaddr from "ipaddr.js";
import { getCountries, type CountryCode } from "libphonenumber-js/max";
import { resolve } from "node:path";
import * as z from "zod";
import { parseCallingHours, type CallingHours } from "./demo-calls/calling-hours.js";
import {
  DEFAULT_PLACEMENT_TIMINGS,
  type PlacementTimings,
} from "./demo-calls/placement-timings.js";
import { TRUST_NO_PROXY, type TrustProxy } from "./http/client-ip.js";
import { TURNSTILE_VERIFY_URL, type TurnstileSettings } from "./http/turnstile.js";
import type { MailCaps } from "./mail/send-caps.js";
import { appRoot } from "./paths.js";
import { isExactOrigin } from "./production-guard/origins.js";
import { productionProblems } from "./production-guard/problems.js";

/** Unset or empty reads as "not set". */
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

/** The longest demo call Vapi is told to allow, whatever `DEMO_CALL_MAX_SECONDS` says. */
export const MAX_CALL_SECONDS = 300;

/** How long after signing in staff may use the admin endpoints, at most (a working day). */
const ADMIN_SESSION_MAX_SECONDS = 12 * 3600;

/**
 * Where Vapi keeps call recordings: the only origins the API fetches a recording from (any other
 * address in a report is refused, so a forged report cannot make the API fetch from elsewhere).
 */
const VAPI_RECORDING_ORIGINS = "https://storage.vapi.ai";

/** The two local sites (`pnpm start`), the default of `CORS_ORIGINS`. */
const LOCAL_ORIGINS = "http://localhost:5173,http://localhost:5174";

/** A whole number written in decimal digits. */
const whole = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().max(max))
    .optional();

/** A whole number of seconds from `min` to `max`. */
const seconds = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number of seconds")
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .optional();

/** A whole number of 1 or more. */
const atLeastOne = z
  .string()
  .regex(/^[1-9]\d*$/, "must be a whole number, at least 1")
  .transform(Number)
  .optional();

/**
 * A comma-separated list of exact origins (`fallback` when unset), trailing slashes dropped; an
 * entry that is not an exact origin is refused, naming it.
 */
const originList = (fallback: string, example: string, consequence = "") =>
  optional
    .transform((value) =>
      (value ?? fallback)
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter((origin) => origin !== ""),
    )
    .transform((origins, ctx) => {
      const inexact = origins.filter((origin) => !isExactOrigin(origin));
      if (inexact.length > 0) {
        ctx.issues.push({
          code: "custom",
          message: `must list exact origins, scheme and host in lower case with no path or wildcard, ${example} (not ${inexact.join(", ")})${consequence}`,
          input: origins,
        });
        return z.NEVER;
      }
      return origins;
    });

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
  FIREBASE_PROJECT_ID: optional,
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  CORS_ORIGINS: originList(
    LOCAL_ORIGINS,
    "like https://admin.novaline.ai",
    ": an entry that is no origin matches no site",
  ),
  RATE_LIMIT_PER_MINUTE: optional.pipe(whole()),
  RATE_LIMIT_PER_MINUTE_PER_56: optional.pipe(whole()),
  RATE_LIMIT_PER_MINUTE_PER_48: optional.pipe(whole()),
  CONFIRMATIONS_PER_HOUR: optional.pipe(whole()),
  CONFIRMATIONS_PER_DAY: optional.pipe(whole()),
  STAFF_NOTIFICATIONS_PER_HOUR: optional.pipe(whole()),
  STAFF_NOTIFICATIONS_PER_DAY: optional.pipe(whole()),
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
  SHUTDOWN_DELAY_SECONDS: optional.pipe(seconds(0, 60)),
  DEMO_CALL_LEASE_SECONDS: optional.pipe(whole()),
  DEMO_CALL_REQUEST_TIMEOUT_SECONDS: optional.pipe(seconds(1, 30)),
  DEMO_CALL_CREATION_WINDOW_SECONDS: optional.pipe(seconds(1, 600)),
  DEMO_CALL_GIVE_UP_SECONDS: optional.pipe(seconds(10, 900)),
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
  VAPI_CHAT_ASSISTANT_ID: optional,
  VAPI_RECORDING_ORIGINS: originList(VAPI_RECORDING_ORIGINS, "like https://storage.vapi.ai"),
  CHAT_REQUEST_TIMEOUT_SECONDS: optional.pipe(seconds(1, 60)),
  CHAT_MAX_TURNS: optional.pipe(atLeastOne),
  CHAT_CONVERSATION_MINUTES: optional.pipe(atLeastOne),
  CHAT_MESSAGES_PER_IP_PER_MINUTE: optional.pipe(whole()),
  CHAT_MESSAGES_PER_56_PER_MINUTE: optional.pipe(whole()),
  CHAT_MESSAGES_PER_48_PER_MINUTE: optional.pipe(whole()),
  CHAT_MESSAGES_PER_MINUTE: optional.pipe(whole()),
  CHAT_MESSAGES_PER_DAY: optional.pipe(whole()),
  DEMO_CALLS_PER_DAY: optional.pipe(whole()),
  DEMO_CALLS_PER_MINUTE: optional.pipe(whole()),
  DEMO_CALLS_PER_COUNTRY_PER_DAY: optional.pipe(whole()),
  DEMO_CALLS_PER_NUMBER_PER_DAY: optional.pipe(whole()),
  DEMO_CALLS_PER_IP_PER_HOUR: optional.pipe(whole()),
  DEMO_CALLS_PER_56_PER_HOUR: optional.pipe(whole()),
  DEMO_CALLS_PER_48_PER_HOUR: optional.pipe(whole()),
  DEMO_CALL_NOT_PLACED_SECONDS: optional.pipe(
    z
      .string()
      .regex(/^\d+(-\d+)?$/, "must read SECONDS or MIN-MAX (25-50)")
      .transform((value) => {
        const [min = 0, max = min] = value.split("-").map(Number);
        return [min * 1000, max * 1000] as const;
      })
      .refine(([min, max]) => min <= max, "must give the shorter time first")
      .optional(),
  ),
  DEMO_CALL_COUNTRIES: optional.pipe(
    z
      .string()
      .transform((value) => value.split(",").map((code) => code.trim().toUpperCase()))
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (code) => (getCountries() as string[]).includes(code),
              "must list ISO 3166 alpha-2 country codes, separated by commas",
            ),
        ),
      )
      .optional(),
  ),
  DEMO_CALL_MAX_SECONDS: optional.pipe(whole(MAX_CALL_SECONDS)),
  DEMO_CALL_HOURS: optional.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const hours = parseCallingHours(value);
        if (!hours) {
          ctx.issues.push({
            code: "custom",
            message: "must read HH:MM-HH:MM, the start before the end (00:00-24:00 is always)",
            input: value,
          });
          return z.NEVER;
        }
        return hours;
      })
      .optional(),
  ),
  IP_HASH_SECRET: optional,
  ALLOW_EMBEDDED_DATABASE: optional,
  ADMIN_SESSION_MAX_SECONDS: optional.pipe(whole(ADMIN_SESSION_MAX_SECONDS)),
  TURNSTILE_SECRET_KEY: optional,
  EVENT_STREAMS_PER_ADMIN: optional.pipe(atLeastOne),
  EVENT_STREAMS_TOTAL: optional.pipe(atLeastOne),
  TURNSTILE_VERIFY_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\//, "must be an http:// or https:// URL")
      .optional(),
  ),
  TURNSTILE_HOSTNAMES: optional,
  BOT_CHECKS_PER_MINUTE: optional.pipe(whole()),
  OTEL_SDK_DISABLED: optional.pipe(
    z
      .string()
      .regex(/^(true|false)$/i, "must be true or false")
      .transform((value) => value.toLowerCase() === "true")
      .optional(),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/?#]+/,
        "must be an http:// or https:// URL (the collector's OTLP/HTTP base)",
      )
      .optional(),
  ),
  OTEL_EXPORTER_OTLP_HEADERS: optional.pipe(
    z
      .string()
      .regex(
        /^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/,
        "must read key=value pairs separated by commas (api-key=…,x-tenant=…)",
      )
      .optional(),
  ),
  OTEL_SERVICE_NAME: optional,
  OTEL_METRIC_EXPORT_INTERVAL: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, "must be a whole number of milliseconds")
      .transform(Number)
      .pipe(z.number().min(1000, "must be at least 1000 (ms)").max(3_600_000))
      .optional(),
  ),
  SENTRY_DSN: optional.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be the project's DSN, an http(s):// URL" })
      .refine(
        (value) => !URL.canParse(value) || /^\w+$/.test(new URL(value).username),
        "must hold the project's key (https://KEY@host/ID)",
      )
      .optional(),
  ),
  SENTRY_ENVIRONMENT: optional,
  SENTRY_RELEASE: optional,
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
  /** Calls placed in all in any 24 hours (the telephony budget); 0 turns the cap off. */
  readonly perDay: number;
  /** Calls placed in all in any minute, so a burst cannot spend the day's budget; 0 is off. */
  readonly perMinute: number;
  /** Calls to the numbers of one country in any 24 hours; 0 is off. */
  readonly perCountryPerDay: number;
  /** Calls to one number per 24 hours; 0 is off. */
  readonly perNumberPerDay: number;
  /**
   * Requests (past the bot check, admitted or not) from one client, an IPv4 address or an IPv6
   * /64, per hour; 0 is off.
   */
  readonly perIpPerHour: number;
  /** Requests from one IPv6 /56 (a home's delegation) per hour, whichever /64 sent them; 0 is off. */
  readonly per56PerHour: number;
  /** Requests from one IPv6 /48 (a site's delegation) per hour; 0 is off. */
  readonly per48PerHour: number;
  /**
   * How long after its request a call that was never placed (its number is on the do-not-call
   * list or had its call today) reads `failed` on the visitor's page: a time drawn between these
   * two, as long as a call that rings out unanswered takes, so the timing tells nothing either.
   */
  readonly suppressedFailureDelayMs: readonly [min: number, max: number];
  /** The countries (ISO 3166 alpha-2) whose numbers are called. */
  readonly countries: readonly CountryCode[];
  /** The longest a demo call may last, told to Vapi with each call (at most 300). */
  readonly maxDurationSeconds: number;
  /** The local hours a number may be called at, in every time zone it may ring in. */
  readonly hours: CallingHours;
  /** The bot check each request must pass (Cloudflare Turnstile); none without a secret key. */
  readonly turnstile: TurnstileSettings | undefined;
}

/** Vapi's chat API as the site's text conversation uses it. */
export interface ChatVapiSettings {
  readonly baseUrl: string;
  readonly privateKey: string;
  /** The assistant the visitor writes to: the one the site's voice demo talks to. */
  readonly assistantId: string;
}

/** The site's text conversation with the assistant (`POST /v1/chat`) and its limits. */
export interface ChatSettings {
  /** Unset without `VAPI_PRIVATE_KEY` or `VAPI_CHAT_ASSISTANT_ID`: 503 `chat-not-configured`. */
  readonly vapi: ChatVapiSettings | undefined;
  /** How long one message to Vapi may take, the assistant's model and tools included. */
  readonly requestTimeoutMs: number;
  /** The most messages one conversation (one bot check) may have. */
  readonly maxTurns: number;
  /** How long a conversation lasts from its first message, however many messages it had. */
  readonly conversationMs: number;
  /** Messages per client (an IPv4 address, an IPv6 /64) in any minute; 0 is off. */
  readonly perIpPerMinute: number;
  /** Messages from one IPv6 /56 in any minute, whichever /64 sent them; 0 is off. */
  readonly per56PerMinute: number;
  /** Messages from one IPv6 /48 in any minute; 0 is off. */
  readonly per48PerMinute: number;
  /** Messages sent to Vapi in all in any minute, so a burst cannot spend the day's budget; 0 is off. */
  readonly perMinute: number;
  /** Messages sent to Vapi in all in any 24 hours (what the chat may cost); 0 is off. */
  readonly perDay: number;
}

/** OpenTelemetry: off (nothing exported or collected) unless a collector is set. */
export interface TelemetrySettings {
  /** The OTLP/HTTP collector (`OTEL_EXPORTER_OTLP_ENDPOINT`), or `undefined`: no export. */
  readonly otlpEndpoint: string | undefined;
  /** `service.name` (`OTEL_SERVICE_NAME`). */
  readonly serviceName: string;
  /** `deployment.environment.name`: `NODE_ENV`, or `development`. */
  readonly environment: string;
  /** How often metrics are collected and exported (`OTEL_METRIC_EXPORT_INTERVAL`, ms). */
  readonly metricExportIntervalMs: number;
}

/** Sentry's error tracking, with `SENTRY_DSN` only. */
export interface SentrySettings {
  readonly dsn: string;
  /** `SENTRY_ENVIRONMENT`, else `NODE_ENV`, else `development`. */
  readonly environment: string;
  /** `SENTRY_RELEASE`, when the deploy sets it. */
  readonly release: string | undefined;
}

/** The API's settings, read once from the environment. */
export interface Config {
  readonly production: boolean;
  /** What the log keeps (`LOG_LEVEL`): `info` in production, `warn` elsewhere. */
  readonly logLevel: LogLevel;
  readonly port: number;
  readonly host: string;
  /** A PostgreSQL server, or `undefined` for the embedded PGlite in `pgliteDir`. */
  readonly databaseUrl: string | undefined;
  readonly pgliteDir: string;
  readonly firebaseProjectId: string;
  readonly firebaseAuthEmulatorHost: string | undefined;
  readonly corsOrigins: readonly string[];
  /**
   * The origins the API fetches demo-call recordings from (`VAPI_RECORDING_ORIGINS`, exact
   * origins): Vapi's storage, `https://storage.vapi.ai` by default.
   */
  readonly recordingOrigins: readonly string[];
  /** Submissions per client (an IPv4 address, an IPv6 /64) in any minute; 0 turns the limit off. */
  readonly rateLimitPerMinute: number;
  /** Submissions from one IPv6 /56 in any minute (rotating /64s buys nothing); 0 is off. */
  readonly rateLimitPerMinutePer56: number;
  /** Submissions from one IPv6 /48 in any minute; 0 is off. */
  readonly rateLimitPerMinutePer48: number;
  /** The global caps on visitor confirmations and staff notifications (see `send-caps.ts`). */
  readonly mailCaps: MailCaps;
  /** Which proxies are believed about the client's address (`X-Forwarded-For`). */
  readonly trustProxy: TrustProxy;
  /** An SMTP server, or `undefined` to write each message as an `.eml` file to `mailOutboxDir`. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly staffEmail: string;
  readonly mailOutboxDir: string;
  /** How long a sender holds a claimed message before another may take it over. */
  readonly mailLeaseMs: number;
  /**
   * After SIGTERM, how long the server keeps taking requests with `/readyz` answering 503, so a
   * load balancer that polls it stops sending traffic before the listener closes.
   */
  readonly shutdownDelayMs: number;
  /** How long after signing in staff may use the admin endpoints (12 hours at most). */
  readonly adminSessionMaxMs: number;
  readonly demoCalls: DemoCallSettings;
  /** The site's text conversation with the assistant. */
  readonly chat: ChatSettings;
  /**
   * How long a worker holds a demo call it is placing before another may take it over (after
   * looking it up at Vapi). One request to Vapi may take half of it.
   */
  readonly demoCallLeaseMs: number;
  /** How long placing a demo call may take at each step: requests, Vapi's creation, in all. */
  readonly demoCallPlacement: PlacementTimings;
  /**
   * The key of the HMAC that turns a client address into the hash stored with a demo call (set
   * a long random one in production: without it, every IPv4 address could be tried).
   */
  readonly ipHashSecret: string;
  /** How many live inbox streams are held open at once (beyond: 429, or 503 when all are in use). */
  readonly eventStreams: EventStreamLimits;
  /** Traces and metrics (OpenTelemetry). */
  readonly telemetry: TelemetrySettings;
  /** Error tracking, or `undefined` without `SENTRY_DSN`. */
  readonly sentry: SentrySettings | undefined;
}

/** The caps of the live inbox's streams in one instance. */
export interface EventStreamLimits {
  /** Streams one admin (one uid) holds open at once. */
  readonly perAdmin: number;
  /** Streams the instance holds open at once, for everyone. */
  readonly total: number;
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

/** The chat's Vapi settings: the private key and the chat's assistant, or none (chat off). */
function chatVapiSettings(e: z.output<typeof envSchema>): ChatVapiSettings | undefined {
  const vapi = vapiSettings(e);
  if (vapi === undefined || e.VAPI_CHAT_ASSISTANT_ID === undefined) return undefined;
  return {
    baseUrl: vapi.baseUrl,
    privateKey: vapi.privateKey,
    assistantId: e.VAPI_CHAT_ASSISTANT_ID,
  };
}

/**
 * How long placing a demo call may take. The creation window is at least the request time-out:
 * Vapi may create a call until it answers, and a POST we gave up waiting for has not answered.
 */
function placementTimings(e: z.output<typeof envSchema>): PlacementTimings {
  const ms = (value: number | undefined, fallback: number) =>
    value === undefined ? fallback : value * 1000;
  const timings = {
    requestTimeoutMs: ms(
      e.DEMO_CALL_REQUEST_TIMEOUT_SECONDS,
      DEFAULT_PLACEMENT_TIMINGS.requestTimeoutMs,
    ),
    creationWindowMs: ms(
      e.DEMO_CALL_CREATION_WINDOW_SECONDS,
      DEFAULT_PLACEMENT_TIMINGS.creationWindowMs,
    ),
    giveUpAfterMs: ms(e.DEMO_CALL_GIVE_UP_SECONDS, DEFAULT_PLACEMENT_TIMINGS.giveUpAfterMs),
  };
  if (timings.creationWindowMs < timings.requestTimeoutMs) {
    throw new ConfigError(
      "Invalid configuration: DEMO_CALL_CREATION_WINDOW_SECONDS must be at least DEMO_CALL_REQUEST_TIMEOUT_SECONDS (Vapi may create a call until it answers).",
    );
  }
  return timings;
}

/** A setting that is missing or wrong; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/**
 * `TRUST_PROXY`: unset, `0` or `false` believes no proxy; a whole number is how many proxies stand
 * in front of the API (a CDN and a load balancer: 2); otherwise a comma-separated list of the
 * proxies' addresses or ranges (CIDR, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || /^(0|false|no|off)$/i.test(value)) return TRUST_NO_PROXY;
  if (/^\d+$/.test(value)) return { kind: "hops", hops: Number(value) };
  const ranges = value
    .split(",")
    .map((range) => range.trim())
    .filter((range) => range !== "");
  const named = ["loopback", "linklocal", "uniquelocal"];
  const bad = ranges.filter(
    (range) => !named.includes(range) && !ipaddr.isValid(range) && !ipaddr.isValidCIDR(range),
  );
  if (ranges.length === 0 || bad.length > 0) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be a number of proxies or a list of their addresses or CIDR ranges (not ${bad.join(", ") || "empty"}).`,
    );
  }
  return { kind: "ranges", ranges };
}

/**
 * The host names a Turnstile token may come from: `TURNSTILE_HOSTNAMES` (comma-separated), else
 * the hosts of the CORS origins (the sites whose forms call the API).
 */
function turnstileHostnames(value: string | undefined, corsOrigins: readonly string[]): string[] {
  if (value !== undefined) {
    return value
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== "");
  }
  const hosts = corsOrigins.flatMap((origin) => {
    try {
      return [new URL(origin).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}

/** Whether the Auth emulator may be used: only where nothing real is at stake. */
const emulatorAllowed = (nodeEnv: string | undefined) =>
  nodeEnv === undefined || nodeEnv === "development" || nodeEnv === "test";

/**
/**
 * When a never-placed call reads `failed`: Vapi gives up on an unanswered call after about 30 s
 * of ringing, once the call is placed (a second or two) and connected to the carrier.
 */
const SUPPRESSED_FAILURE_DELAY_MS = [25_000, 50_000] as const;

/**
 * Reads and checks the settings. Relative directories are taken from the API's folder.
 * @throws ConfigError when a variable is malformed; when the Firebase Auth emulator is set
 *   outside development and tests (it would accept forged tokens); and, with
 *   `NODE_ENV=production`, naming every setting that production lacks or that is too weak.
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
  // Any NODE_ENV but development and test (staging, prod, preview…) is held to production's
  // checks: a misspelt or new environment name must not turn them off.
  const production = !emulatorAllowed(e.NODE_ENV);
  if (e.FIREBASE_AUTH_EMULATOR_HOST !== undefined && !emulatorAllowed(e.NODE_ENV)) {
    throw new ConfigError(
      `FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=${e.NODE_ENV ?? ""}: the emulator accepts forged tokens, so the API refuses to start (it is honoured only when NODE_ENV is unset, development or test). Unset FIREBASE_AUTH_EMULATOR_HOST.`,
    );
  }
  if (production) {
    const problems = productionProblems(e);
    if (problems.length > 0) {
      throw new ConfigError(
        `NODE_ENV=${e.NODE_ENV ?? ""}, and the API refuses to start without safe settings:\n  - ${problems.join("\n  - ")}`,
      );
    }
  }
  const demoCallPlacement = placementTimings(e);
  let logLevel: LogLevel;
  try {
    logLevel = logLevelFrom(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    production,
    logLevel,
    chat: {
      vapi: chatVapiSettings(e),
      requestTimeoutMs: (e.CHAT_REQUEST_TIMEOUT_SECONDS ?? 20) * 1000,
      maxTurns: e.CHAT_MAX_TURNS ?? 20,
      conversationMs: (e.CHAT_CONVERSATION_MINUTES ?? 30) * 60_000,
      perIpPerMinute: e.CHAT_MESSAGES_PER_IP_PER_MINUTE ?? 6,
      per56PerMinute: e.CHAT_MESSAGES_PER_56_PER_MINUTE ?? 12,
      per48PerMinute: e.CHAT_MESSAGES_PER_48_PER_MINUTE ?? 24,
      perMinute: e.CHAT_MESSAGES_PER_MINUTE ?? 60,
      perDay: e.CHAT_MESSAGES_PER_DAY ?? 2000,
    },
    demoCalls: {
      vapi: vapiSettings(e),
      perDay: e.DEMO_CALLS_PER_DAY ?? 50,
      perMinute: e.DEMO_CALLS_PER_MINUTE ?? 5,
      perCountryPerDay: e.DEMO_CALLS_PER_COUNTRY_PER_DAY ?? 30,
      perNumberPerDay: e.DEMO_CALLS_PER_NUMBER_PER_DAY ?? 1,
      perIpPerHour: e.DEMO_CALLS_PER_IP_PER_HOUR ?? 3,
      per56PerHour: e.DEMO_CALLS_PER_56_PER_HOUR ?? 6,
      per48PerHour: e.DEMO_CALLS_PER_48_PER_HOUR ?? 20,
      suppressedFailureDelayMs: e.DEMO_CALL_NOT_PLACED_SECONDS ?? SUPPRESSED_FAILURE_DELAY_MS,
      countries: (e.DEMO_CALL_COUNTRIES ?? ["US", "CA", "GB", "AU", "IN"]) as CountryCode[],
      maxDurationSeconds: e.DEMO_CALL_MAX_SECONDS ?? 240,
      hours: e.DEMO_CALL_HOURS ?? { start: 8 * 60, end: 21 * 60 },
      turnstile:
        e.TURNSTILE_SECRET_KEY === undefined
          ? undefined
          : {
              secretKey: e.TURNSTILE_SECRET_KEY,
              verifyUrl: e.TURNSTILE_VERIFY_URL ?? TURNSTILE_VERIFY_URL,
              hostnames: turnstileHostnames(e.TURNSTILE_HOSTNAMES, e.CORS_ORIGINS),
              checksPerMinute: e.BOT_CHECKS_PER_MINUTE ?? 10,
            },
    },
    ipHashSecret: e.IP_HASH_SECRET ?? "novaline-local-ip-hash",
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: resolve(appRoot, e.PGLITE_DIR ?? ".data/pglite"),
    firebaseProjectId: e.FIREBASE_PROJECT_ID ?? "demo-novaline",
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    corsOrigins: e.CORS_ORIGINS,
    recordingOrigins: e.VAPI_RECORDING_ORIGINS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 10,
    rateLimitPerMinutePer56: e.RATE_LIMIT_PER_MINUTE_PER_56 ?? 20,
    rateLimitPerMinutePer48: e.RATE_LIMIT_PER_MINUTE_PER_48 ?? 30,
    mailCaps: {
      confirmationsPerHour: e.CONFIRMATIONS_PER_HOUR ?? 100,
      confirmationsPerDay: e.CONFIRMATIONS_PER_DAY ?? 500,
      staffNotificationsPerHour: e.STAFF_NOTIFICATIONS_PER_HOUR ?? 50,
      staffNotificationsPerDay: e.STAFF_NOTIFICATIONS_PER_DAY ?? 200,
    },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${brand.name} <${brand.email}>`,
    staffEmail: e.STAFF_EMAIL ?? brand.email,
    mailOutboxDir: resolve(appRoot, e.MAIL_OUTBOX_DIR ?? ".data/outbox"),
    mailLeaseMs: (e.MAIL_LEASE_SECONDS ?? 120) * 1000,
    shutdownDelayMs: (e.SHUTDOWN_DELAY_SECONDS ?? 0) * 1000,
    demoCallLeaseMs: Math.max(1, e.DEMO_CALL_LEASE_SECONDS ?? 30) * 1000,
    demoCallPlacement,
    adminSessionMaxMs: (e.ADMIN_SESSION_MAX_SECONDS ?? ADMIN_SESSION_MAX_SECONDS) * 1000,
    eventStreams: {
      perAdmin: e.EVENT_STREAMS_PER_ADMIN ?? 5,
      total: e.EVENT_STREAMS_TOTAL ?? 500,
    },
    telemetry: {
      otlpEndpoint: e.OTEL_SDK_DISABLED === true ? undefined : e.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME ?? "novaline-api",
      environment: e.NODE_ENV ?? "development",
      metricExportIntervalMs: e.OTEL_METRIC_EXPORT_INTERVAL ?? 60_000,
    },
    sentry:
      e.SENTRY_DSN === undefined
        ? undefined
        : {
            dsn: e.SENTRY_DSN,
            environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV ?? "development",
            release: e.SENTRY_RELEASE,
          },
  };
}
