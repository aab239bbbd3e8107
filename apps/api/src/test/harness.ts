import type { InquiryInput } from "@novaline/inquiry";
import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { createApp, type AppDependencies } from "../app.js";
import type { AdminCheck } from "../auth/admin-check.js";
import { fixedStaffDirectory } from "../auth/staff-directory.js";
import type { DatabaseHandle } from "../db/client.js";
import { parseConfig, type ChatSettings, type DemoCallSettings } from "../config.js";
import { ALWAYS } from "../demo-calls/calling-hours.js";
import { TRUST_NO_PROXY } from "../http/client-ip.js";
import { jsonLogger, type JsonLoggerOptions, type Logger } from "../http/logger.js";

export const ADMIN_TOKEN = "Bearer admin-token";
export const STAFF = { uid: "staff-1", email: "ops@novaline.ai" };
/** A second staff member, for what one does to another (assigning them an inquiry). */
export const ADMIN_2_TOKEN = "Bearer admin-2-token";
export const STAFF_2 = { uid: "staff-2", email: "sam@novaline.ai" };
/** The staff directory of the tests: both staff members, by name. */
export const testStaff = fixedStaffDirectory([
  { ...STAFF, name: "Olivia Ops" },
  { ...STAFF_2, name: "Sam Sales" },
]);

/** A stand-in for the Firebase check: two admin tokens, one signed-in non-admin, else 401. */
export const fakeAdminCheck: AdminCheck = (authorization) => {
  if (authorization === ADMIN_TOKEN) return Promise.resolve({ ok: true, admin: STAFF });
  if (authorization === ADMIN_2_TOKEN) return Promise.resolve({ ok: true, admin: STAFF_2 });
  if (authorization === "Bearer user-token") {
    return Promise.resolve({ ok: false, code: "auth-not-admin", message: "Not an admin" });
  }
  return Promise.resolve({ ok: false, code: "auth-token-missing", message: "Sign in" });
};

/** The demo-call settings of the tests: the defaults, without Vapi. */
export const testDemoCallSettings: DemoCallSettings = {
  ...parseConfig({ NODE_ENV: "test" }).demoCalls,
  vapi: undefined,
  // A never-placed call's failure shows at once unless a test asks for the delay.
  suppressedFailureDelayMs: [0, 0],
  // The tests run at any hour; calling hours have their own tests.
  hours: ALWAYS,
  turnstile: undefined,
};

/** The chat settings of the tests: the defaults, without Vapi. */
export const testChatSettings: ChatSettings = {
  ...parseConfig({ NODE_ENV: "test" }).chat,
  vapi: undefined,
};

/** Every test API's log lines go here too, for the scan after the run (see global-setup). */
const logFile = inject("apiLogFile");

/**
 * A JSON logger for a test's app or workers: each line is kept in `lines` (when given) and
 * written to the file the run scans for personal values afterwards, so what a worker logs is
 * checked as the server's requests are. `options`: its level, its error tracking.
 */
export function scannedLogger(lines?: string[], options?: JsonLoggerOptions): Logger {
  return jsonLogger((line) => {
    lines?.push(line);
    appendFileSync(logFile, `${line}\n`);
  }, options);
}

export interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  readonly logs: string[];
  /** POSTs `body` (JSON-encoded unless a string) to /v1/inquiries. */
  submit(body: unknown, headers?: Record<string, string>, env?: unknown): Promise<Response>;
  /** An admin GET. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** An admin PATCH with a JSON body. */
  patch(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** An admin POST with a JSON body. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export function testApp(
  database: DatabaseHandle,
  config: Partial<AppDependencies["config"]> = {},
  deps: Partial<Omit<AppDependencies, "config" | "database">> = {},
): TestApp {
  const logs: string[] = [];
  const app = createApp({
    config: {
      corsOrigins: ["http://localhost:5173", "http://localhost:5174"],
      rateLimitPerMinute: 0,
      rateLimitPerMinutePer56: 0,
      rateLimitPerMinutePer48: 0,
      trustProxy: TRUST_NO_PROXY,
      staffEmail: "sales@novaline.ai",
      demoCalls: testDemoCallSettings,
      chat: testChatSettings,
      ipHashSecret: "test-ip-hash",
      recordingOrigins: ["https://storage.vapi.ai"],
      ...config,
    },
    database,
    adminCheck: fakeAdminCheck,
    staff: testStaff,
    logger: scannedLogger(logs),
    ...deps,
  });
  return {
    app,
    logs,
    submit: (body, headers = {}, env) =>
      Promise.resolve(
        app.request(
          "/v1/inquiries",
          {
            method: "POST",
            headers: { "content-type": "application/json", ...headers },
            body: typeof body === "string" ? body : JSON.stringify(body),
          },
          env,
        ),
      ),
    get: (path, headers = { authorization: ADMIN_TOKEN }) =>
      Promise.resolve(app.request(path, { headers })),
    patch: (path, body, headers = { authorization: ADMIN_TOKEN }) =>
      Promise.resolve(
        app.request(path, {
          method: "PATCH",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        }),
      ),
    post: (path, body, headers = { authorization: ADMIN_TOKEN }) =>
      Promise.resolve(
        app.request(path, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        }),
      ),
  };
}

/** A valid inquiry of each kind. */
export const valid = {
  contact: {
    kind: "contact",
    name: "Jane Cooper",
    email: "jane@clinic.com",
    message: "We miss calls at lunch.",
  },
  maintenance: {
    kind: "maintenance",
    name: "Jane Cooper",
    email: "jane@clinic.com",
    plan: "professional",
  },
  demo: { kind: "demo", name: "Jane Cooper", email: "jane@clinic.com" },
} satisfies Record<string, InquiryInput>;

/** A word no other test uses, to find this test's rows with `q`. */
export const marker = () => `mk${Math.random().toString(36).slice(2, 10)}`;
