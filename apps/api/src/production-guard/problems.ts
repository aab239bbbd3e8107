import type { CountryCode } from "libphonenumber-js/max";
import type { CallingHours } from "../demo-calls/calling-hours.js";
import { HIGH_COST_COUNTRIES } from "./high-cost-countries.js";
import { secretWeakness } from "./secret-strength.js";

/** The settings the production guard reads, as the configuration schema parsed them. */
export interface GuardedSettings {
  readonly DATABASE_URL?: string | undefined;
  readonly ALLOW_EMBEDDED_DATABASE?: string | undefined;
  readonly SMTP_URL?: string | undefined;
  readonly IP_HASH_SECRET?: string | undefined;
  readonly FIREBASE_PROJECT_ID?: string | undefined;
  readonly CORS_ORIGINS: readonly string[];
  readonly TRUST_PROXY?: string | undefined;
  readonly TURNSTILE_SECRET_KEY?: string | undefined;
  readonly TURNSTILE_VERIFY_URL?: string | undefined;
  readonly VAPI_PRIVATE_KEY?: string | undefined;
  readonly VAPI_WEBHOOK_SECRET?: string | undefined;
  readonly VAPI_BASE_URL?: string | undefined;
  readonly VAPI_RECORDING_ORIGINS?: readonly string[] | undefined;
  readonly DEMO_CALL_COUNTRIES?: readonly string[] | undefined;
  readonly DEMO_CALL_HOURS?: CallingHours | undefined;
  readonly RATE_LIMIT_PER_MINUTE?: number | undefined;
  readonly MAIL_LEASE_SECONDS?: number | undefined;
  readonly DEMO_CALL_LEASE_SECONDS?: number | undefined;
  readonly DEMO_CALL_CREATION_WINDOW_SECONDS?: number | undefined;
  readonly DEMO_CALLS_PER_DAY?: number | undefined;
  readonly DEMO_CALLS_PER_MINUTE?: number | undefined;
  readonly DEMO_CALLS_PER_COUNTRY_PER_DAY?: number | undefined;
  readonly DEMO_CALLS_PER_NUMBER_PER_DAY?: number | undefined;
  readonly DEMO_CALLS_PER_IP_PER_HOUR?: number | undefined;
  readonly RATE_LIMIT_PER_MINUTE_PER_56?: number | undefined;
  readonly RATE_LIMIT_PER_MINUTE_PER_48?: number | undefined;
  readonly BOT_CHECKS_PER_MINUTE?: number | undefined;
  readonly CONFIRMATIONS_PER_HOUR?: number | undefined;
  readonly CONFIRMATIONS_PER_DAY?: number | undefined;
  readonly STAFF_NOTIFICATIONS_PER_HOUR?: number | undefined;
  readonly STAFF_NOTIFICATIONS_PER_DAY?: number | undefined;
  readonly DEMO_CALLS_PER_56_PER_HOUR?: number | undefined;
  readonly DEMO_CALLS_PER_48_PER_HOUR?: number | undefined;
  /** The not-placed call's delay before it reads `failed`, in milliseconds (shortest, longest). */
  readonly DEMO_CALL_NOT_PLACED_SECONDS?: readonly [number, number] | undefined;
  readonly EVENT_STREAMS_PER_ADMIN?: number | undefined;
  readonly EVENT_STREAMS_TOTAL?: number | undefined;
  readonly CHAT_MAX_TURNS?: number | undefined;
  readonly CHAT_CONVERSATION_MINUTES?: number | undefined;
  readonly CHAT_MESSAGES_PER_IP_PER_MINUTE?: number | undefined;
  readonly CHAT_MESSAGES_PER_56_PER_MINUTE?: number | undefined;
  readonly CHAT_MESSAGES_PER_48_PER_MINUTE?: number | undefined;
  readonly CHAT_MESSAGES_PER_MINUTE?: number | undefined;
  readonly CHAT_MESSAGES_PER_DAY?: number | undefined;
}

/** Vapi's API: the only one production sends the private key to, over TLS. */
export const VAPI_API_URL = "https://api.vapi.ai";

/**
 * The range production takes for each limit, and why: 0 turns a limit off, and a value past the
 * top turns it into no limit at all (a lease of a second lets a second instance place a call
 * the first is still placing). The README's settings table lists the same ranges.
 */
export const PRODUCTION_RANGES = {
  RATE_LIMIT_PER_MINUTE: { min: 1, max: 60, why: "submissions per client per minute" },
  RATE_LIMIT_PER_MINUTE_PER_56: { min: 1, max: 120, why: "inquiries from one /56 per minute" },
  RATE_LIMIT_PER_MINUTE_PER_48: { min: 1, max: 240, why: "inquiries from one /48 per minute" },
  BOT_CHECKS_PER_MINUTE: {
    min: 1,
    max: 60,
    why: "tokens one client may have verified per minute (each one a call to Cloudflare)",
  },
  CONFIRMATIONS_PER_HOUR: { min: 1, max: 1000, why: "visitor confirmations sent in all per hour" },
  CONFIRMATIONS_PER_DAY: { min: 1, max: 5000, why: "visitor confirmations sent in all per day" },
  STAFF_NOTIFICATIONS_PER_HOUR: { min: 1, max: 500, why: "staff notifications per hour" },
  STAFF_NOTIFICATIONS_PER_DAY: { min: 1, max: 2000, why: "staff notifications per day" },
  MAIL_LEASE_SECONDS: {
    min: 90,
    max: 900,
    why: "longer than one SMTP send may take, or another instance sends the e-mail again",
  },
  DEMO_CALL_LEASE_SECONDS: {
    min: 20,
    max: 300,
    why: "one request to Vapi may take half of it, or another instance places the call again",
  },
  DEMO_CALL_CREATION_WINDOW_SECONDS: {
    min: 30,
    max: 600,
    why: "Vapi may still create a call this long after a POST whose answer was lost; a shorter window lets a second POST ring the same person twice",
  },
  DEMO_CALLS_PER_DAY: { min: 1, max: 500, why: "the telephony budget of 24 hours" },
  DEMO_CALLS_PER_MINUTE: { min: 1, max: 20, why: "so a burst cannot spend the day's budget" },
  DEMO_CALLS_PER_COUNTRY_PER_DAY: { min: 1, max: 500, why: "calls to one country per 24 hours" },
  DEMO_CALLS_PER_NUMBER_PER_DAY: { min: 1, max: 3, why: "calls ringing one stranger per 24 hours" },
  DEMO_CALLS_PER_IP_PER_HOUR: { min: 1, max: 10, why: "calls one client may ask for per hour" },
  DEMO_CALLS_PER_56_PER_HOUR: { min: 1, max: 20, why: "calls one /56 may ask for per hour" },
  DEMO_CALLS_PER_48_PER_HOUR: { min: 1, max: 50, why: "calls one /48 may ask for per hour" },
  EVENT_STREAMS_PER_ADMIN: { min: 1, max: 20, why: "live inbox streams one admin holds open" },
  EVENT_STREAMS_TOTAL: { min: 1, max: 2000, why: "live inbox streams one instance holds open" },
  CHAT_MAX_TURNS: { min: 1, max: 50, why: "messages one bot check buys in a text conversation" },
  CHAT_CONVERSATION_MINUTES: { min: 1, max: 120, why: "how long one text conversation lasts" },
  CHAT_MESSAGES_PER_IP_PER_MINUTE: { min: 1, max: 30, why: "chat messages per client per minute" },
  CHAT_MESSAGES_PER_56_PER_MINUTE: {
    min: 1,
    max: 60,
    why: "chat messages from one /56 per minute",
  },
  CHAT_MESSAGES_PER_48_PER_MINUTE: {
    min: 1,
    max: 120,
    why: "chat messages from one /48 per minute",
  },
  CHAT_MESSAGES_PER_MINUTE: {
    min: 1,
    max: 600,
    why: "chat messages sent to Vapi in all per minute, so a burst cannot spend the day's budget",
  },
  CHAT_MESSAGES_PER_DAY: { min: 1, max: 20_000, why: "the chat's budget of 24 hours" },
} as const satisfies Record<string, { min: number; max: number; why: string }>;

/** The widest calling hours production accepts: the TCPA's 8 a.m. to 9 p.m. */
const LAWFUL_HOURS = { start: 8 * 60, end: 21 * 60 } as const;

/** Cloudflare's published test secrets (always passes, always fails, token already spent). */
const TURNSTILE_TEST_SECRET = /^[0-9]x0+AA$/;

/**
 * What production lacks: one line per missing or weak setting, each naming it and saying how to
 * make a good value. Production must not run on the defaults that make local runs easy (an
 * embedded database per replica, mail written to a folder, a known address-hash key, the demo
 * Firebase project, localhost origins), nor on settings that look right and protect nothing.
 */
export function productionProblems(e: GuardedSettings): string[] {
  const problems: string[] = [];
  problems.push(...databaseProblems(e), ...mailProblems(e));
  for (const name of ["IP_HASH_SECRET", "VAPI_WEBHOOK_SECRET"] as const) {
    const value = e[name];
    if (value === undefined) {
      if (name === "IP_HASH_SECRET" || e.VAPI_PRIVATE_KEY !== undefined) {
        problems.push(
          `${name} is not set (at least 32 random bytes: make one with \`openssl rand -base64 32\`)`,
        );
      }
      continue;
    }
    const weakness = secretWeakness(value);
    if (weakness) problems.push(`${name} ${weakness}`);
  }
  if (e.FIREBASE_PROJECT_ID === undefined) {
    problems.push("FIREBASE_PROJECT_ID is not set (the project whose staff may sign in)");
  } else if (e.FIREBASE_PROJECT_ID.startsWith("demo-")) {
    problems.push(
      `FIREBASE_PROJECT_ID is ${e.FIREBASE_PROJECT_ID}, a demo- project, which exists only in the emulator`,
    );
  }
  const insecure = e.CORS_ORIGINS.filter((origin) => !origin.startsWith("https://"));
  if (insecure.length > 0) {
    problems.push(
      `CORS_ORIGINS must list only https:// origins (not ${insecure.join(", ")}): the sites' exact origins, like https://novaline.ai,https://admin.novaline.ai`,
    );
  }
  if (e.TRUST_PROXY === undefined) {
    problems.push(
      "TRUST_PROXY is not set: behind a load balancer every visitor would share its address and one rate limit. Set the number of proxies in front of the API (a CDN and a load balancer: 2), their addresses or CIDR ranges, or 0 when clients connect to the API directly",
    );
  }
  problems.push(...turnstileProblems(e), ...vapiProblems(e), ...rangeProblems(e));
  return problems;
}

/** A URL's query parameters (none when it does not parse: its driver refuses it at start). */
function searchParamsOf(url: string): URLSearchParams {
  try {
    return new URL(url).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** PostgreSQL over TLS that checks the server's certificate. */
function databaseProblems(e: GuardedSettings): string[] {
  if (e.DATABASE_URL === undefined) {
    return e.ALLOW_EMBEDDED_DATABASE === "1"
      ? []
      : [
          "DATABASE_URL is not set (a PostgreSQL server shared by every instance; the embedded PGlite only with ALLOW_EMBEDDED_DATABASE=1)",
        ];
  }
  const params = searchParamsOf(e.DATABASE_URL);
  const mode = params.get("sslmode");
  const ca = params.get("sslrootcert");
  const howTo =
    "add `?sslmode=verify-full` (and `&sslrootcert=/path/to/ca.pem` when the server's certificate comes from a private CA, as a managed database's does)";
  if (mode === null) {
    return [`DATABASE_URL has no sslmode, so it may connect without TLS: ${howTo}`];
  }
  if (mode === "verify-full") return [];
  if ((mode === "require" || mode === "verify-ca") && ca !== null && ca !== "") return [];
  return [
    `DATABASE_URL has sslmode=${mode}, which ${mode === "require" || mode === "verify-ca" ? "without sslrootcert does not check whose certificate it is" : "does not require a checked TLS connection"}: ${howTo}`,
  ];
}

/** SMTP over TLS: `smtps://`, or `smtp://` upgraded with STARTTLS (the transport requires it). */
function mailProblems(e: GuardedSettings): string[] {
  if (e.SMTP_URL === undefined) {
    return ["SMTP_URL is not set (without it e-mails are written to a folder, never sent)"];
  }
  const weakening = [...searchParamsOf(e.SMTP_URL).keys()].filter((key) =>
    /tls|secure|reject|cipher/i.test(key),
  );
  return weakening.length > 0
    ? [
        `SMTP_URL sets ${weakening.join(", ")}: production always sends over TLS (smtps://, or smtp:// with STARTTLS required), so leave TLS options out of the URL`,
      ]
    : [];
}

function turnstileProblems(e: GuardedSettings): string[] {
  const problems: string[] = [];
  if (e.TURNSTILE_SECRET_KEY === undefined) {
    problems.push(
      "TURNSTILE_SECRET_KEY is not set (the bot check of 'call me now'; the site's build needs the matching VITE_TURNSTILE_SITE_KEY)",
    );
  } else if (TURNSTILE_TEST_SECRET.test(e.TURNSTILE_SECRET_KEY)) {
    problems.push(
      "TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets, which pass (or fail) every token: use the site's secret key from the Cloudflare dashboard (Turnstile › the site › Settings)",
    );
  }
  if (e.TURNSTILE_VERIFY_URL !== undefined) {
    problems.push(
      "TURNSTILE_VERIFY_URL is set: production verifies tokens with Cloudflare's siteverify only (a stand-in would pass every bot). Unset it",
    );
  }
  return problems;
}

function vapiProblems(e: GuardedSettings): string[] {
  const problems: string[] = [];
  if (e.VAPI_BASE_URL !== undefined && e.VAPI_BASE_URL.replace(/\/+$/, "") !== VAPI_API_URL) {
    problems.push(
      `VAPI_BASE_URL is set${e.VAPI_BASE_URL.startsWith("http://") ? " to an http:// URL, which would send the private key in clear" : ""}: production sends the private key to ${VAPI_API_URL} only. Unset it`,
    );
  }
  const plain = (e.VAPI_RECORDING_ORIGINS ?? []).filter((origin) => !origin.startsWith("https://"));
  if (plain.length > 0) {
    problems.push(
      `VAPI_RECORDING_ORIGINS lists ${plain.join(", ")}: production fetches recordings with the private key over https:// only`,
    );
  }
  const listed = e.DEMO_CALL_COUNTRIES ?? [];
  const costly = listed.filter((code) => HIGH_COST_COUNTRIES.has(code as CountryCode));
  if (costly.length > 0) {
    problems.push(
      `DEMO_CALL_COUNTRIES lists ${costly.join(", ")}, high-cost destinations known for toll fraud that production never calls: list only the countries your customers are in (the default is US,CA,GB,AU,IN)`,
    );
  }
  const hours = e.DEMO_CALL_HOURS;
  if (hours !== undefined && (hours.start < LAWFUL_HOURS.start || hours.end > LAWFUL_HOURS.end)) {
    problems.push(
      "DEMO_CALL_HOURS must lie within 08:00-21:00 (the TCPA's calling hours at the callee's local time)",
    );
  }
  return problems;
}

/**
 * The shortest time a never-placed call may read `queued` in production: a real unanswered call
 * rings for about 30 s, so a failure much sooner would tell a prober the number was suppressed.
 */
const MIN_NOT_PLACED_MS = 20_000;
/** The longest: past it, the page has long given the call up (DEMO_CALL_GIVE_UP_SECONDS, 120 s). */
const MAX_NOT_PLACED_MS = 120_000;

function rangeProblems(e: GuardedSettings): string[] {
  const problems: string[] = [];
  const notPlaced = e.DEMO_CALL_NOT_PLACED_SECONDS;
  if (notPlaced !== undefined && notPlaced[0] < MIN_NOT_PLACED_MS) {
    problems.push(
      `DEMO_CALL_NOT_PLACED_SECONDS starts at ${String(notPlaced[0] / 1000)} s: production takes ${String(MIN_NOT_PLACED_MS / 1000)} s or more (a call that is never placed must fail no sooner than an unanswered one rings out; the default is 25-50)`,
    );
  }
  if (notPlaced !== undefined && notPlaced[1] > MAX_NOT_PLACED_MS) {
    problems.push(
      `DEMO_CALL_NOT_PLACED_SECONDS ends at ${String(notPlaced[1] / 1000)} s: production takes ${String(MAX_NOT_PLACED_MS / 1000)} s or less (a real call that rings out fails well within two minutes; the default is 25-50)`,
    );
  }
  for (const [name, { min, max, why }] of Object.entries(PRODUCTION_RANGES)) {
    const value = e[name as keyof typeof PRODUCTION_RANGES];
    if (value === undefined || (value >= min && value <= max)) continue;
    problems.push(
      `${name} is ${String(value)}${value === 0 ? ", which turns that limit off" : ""}: production takes ${String(min)} to ${String(max)} (${why})`,
    );
  }
  return problems;
}
