import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.js";
import { appRoot } from "./paths.js";

describe("parseConfig", () => {
  it("keeps every request's line in production and only refusals and failures elsewhere", () => {
    expect(parseConfig({}).logLevel).toBe("warn");
    expect(parseConfig({ LOG_LEVEL: "info" }).logLevel).toBe("info");
  });

  it("has the documented defaults", () => {
    expect(parseConfig({})).toEqual({
      production: false,
      logLevel: "warn",
      port: 8787,
      host: "127.0.0.1",
      databaseUrl: undefined,
      pgliteDir: `${appRoot}/.data/pglite`,
      firebaseProjectId: "demo-novaline",
      firebaseAuthEmulatorHost: undefined,
      corsOrigins: ["http://localhost:5173", "http://localhost:5174"],
      recordingOrigins: ["https://storage.vapi.ai"],
      rateLimitPerMinute: 10,
      rateLimitPerMinutePer56: 20,
      rateLimitPerMinutePer48: 30,
      chat: {
        vapi: undefined,
        requestTimeoutMs: 20_000,
        maxTurns: 20,
        conversationMs: 30 * 60_000,
        perIpPerMinute: 6,
        per56PerMinute: 12,
        per48PerMinute: 24,
        perMinute: 60,
        perDay: 2000,
      },
      mailCaps: {
        confirmationsPerHour: 100,
        confirmationsPerDay: 500,
        staffNotificationsPerHour: 50,
        staffNotificationsPerDay: 200,
      },
      trustProxy: { kind: "none" },
      smtpUrl: undefined,
      mailFrom: "NovaLine <hello@novaline.ai>",
      staffEmail: "hello@novaline.ai",
      mailOutboxDir: `${appRoot}/.data/outbox`,
      mailLeaseMs: 120_000,
      shutdownDelayMs: 0,
      demoCallLeaseMs: 30_000,
      demoCallPlacement: {
        requestTimeoutMs: 10_000,
        creationWindowMs: 60_000,
        giveUpAfterMs: 120_000,
      },
      adminSessionMaxMs: 43_200_000,
      demoCalls: {
        vapi: undefined,
        perDay: 50,
        perMinute: 5,
        perCountryPerDay: 30,
        perNumberPerDay: 1,
        perIpPerHour: 3,
        per56PerHour: 6,
        per48PerHour: 20,
        suppressedFailureDelayMs: [25_000, 50_000],
        countries: ["US", "CA", "GB", "AU", "IN"],
        maxDurationSeconds: 240,
        hours: { start: 480, end: 1260 },
        turnstile: undefined,
      },
      ipHashSecret: "novaline-local-ip-hash",
      eventStreams: { perAdmin: 5, total: 500 },
      telemetry: {
        otlpEndpoint: undefined,
        serviceName: "novaline-api",
        environment: "development",
        metricExportIntervalMs: 60_000,
      },
      sentry: undefined,
    });
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "9000",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u:p@db:5432/novaline",
      PGLITE_DIR: "/var/lib/pglite",
      FIREBASE_PROJECT_ID: "novaline-prod",
      CORS_ORIGINS: "https://novaline.ai, https://admin.novaline.ai/",
      RATE_LIMIT_PER_MINUTE: "0",
      TRUST_PROXY: "1",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "NovaLine <no-reply@novaline.ai>",
      STAFF_EMAIL: "sales@novaline.ai",
      MAIL_OUTBOX_DIR: "tmp/outbox",
      MAIL_LEASE_SECONDS: "30",
      SHUTDOWN_DELAY_SECONDS: "5",
    });
    expect(config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      databaseUrl: "postgres://u:p@db:5432/novaline",
      pgliteDir: "/var/lib/pglite",
      firebaseProjectId: "novaline-prod",
      corsOrigins: ["https://novaline.ai", "https://admin.novaline.ai"],
      rateLimitPerMinute: 0,
      trustProxy: { kind: "hops", hops: 1 },
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      mailFrom: "NovaLine <no-reply@novaline.ai>",
      staffEmail: "sales@novaline.ai",
      mailOutboxDir: `${appRoot}/tmp/outbox`,
      mailLeaseMs: 30_000,
      shutdownDelayMs: 5000,
    });
  });

  it("treats empty variables as unset and TRUST_PROXY=false as off", () => {
    expect(parseConfig({ PORT: "", TRUST_PROXY: "false", DATABASE_URL: "" })).toMatchObject({
      port: 8787,
      trustProxy: { kind: "none" },
      databaseUrl: undefined,
    });
  });

  it("reads TRUST_PROXY as a number of proxies or a list of their ranges", () => {
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ kind: "hops", hops: 2 });
    expect(parseConfig({ TRUST_PROXY: "0" }).trustProxy).toEqual({ kind: "none" });
    expect(
      parseConfig({ TRUST_PROXY: "10.0.0.0/8, 2001:db8::/32,loopback, 192.0.2.1" }).trustProxy,
    ).toEqual({
      kind: "ranges",
      ranges: ["10.0.0.0/8", "2001:db8::/32", "loopback", "192.0.2.1"],
    });
    expect(() => parseConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY.*not yes/);
    expect(() => parseConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["RATE_LIMIT_PER_MINUTE", "-1"],
    ["RATE_LIMIT_PER_MINUTE", "2.5"],
    ["DATABASE_URL", "mysql://db/x"],
    ["SMTP_URL", "http://mail"],
    ["STAFF_EMAIL", "sales"],
    ["LOG_LEVEL", "debug"],
    ["SHUTDOWN_DELAY_SECONDS", "90"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(name);
  });

  it("honours the Firebase Auth emulator only in development and tests", () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    for (const nodeEnv of ["production", "Production", "prod", "staging", "preview"]) {
      expect(() => parseConfig({ ...emulator, NODE_ENV: nodeEnv })).toThrow(
        new RegExp(`FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=${nodeEnv}`),
      );
    }
    for (const nodeEnv of [undefined, "development", "test"]) {
      expect(parseConfig({ ...emulator, NODE_ENV: nodeEnv })).toMatchObject({
        production: false,
        firebaseAuthEmulatorHost: "127.0.0.1:9099",
      });
    }
  });

  /** Vapi's settings as production needs them (a random 32-byte webhook secret). */
  const vapiSettings = {
    VAPI_PRIVATE_KEY: "vapi-private",
    VAPI_PHONE_NUMBER_ID: "number-1",
    VAPI_DEMO_ASSISTANT_ID: "assistant-1",
    VAPI_WEBHOOK_SECRET: "k9ldqTYxfHPl6rq8npOgxaCznsATdA0UPD2kL-QBMoQ",
  };

  /** Settings production accepts. */
  const safe = {
    NODE_ENV: "production",
    DATABASE_URL: "postgres://u:p@db:5432/novaline?sslmode=verify-full",
    SMTP_URL: "smtps://user:pass@smtp.example.com:465",
    IP_HASH_SECRET: "JO+O9nbhyZ37MX5daIHw23iEl0Zx1A9AHnCr6fDOfzg=",
    FIREBASE_PROJECT_ID: "novaline-prod",
    CORS_ORIGINS: "https://novaline.ai,https://admin.novaline.ai",
    TRUST_PROXY: "2",
    TURNSTILE_SECRET_KEY: "0x4AAAAAAA-production-secret",
  };

  it("starts in production only with safe settings, naming every one that is missing or weak", () => {
    expect(parseConfig(safe).production).toBe(true);
    let message = "";
    try {
      parseConfig({ NODE_ENV: "production" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      "DATABASE_URL",
      "SMTP_URL",
      "IP_HASH_SECRET is not set",
      "FIREBASE_PROJECT_ID is not set",
      "CORS_ORIGINS must list only https:// origins (not http://localhost:5173, http://localhost:5174)",
      "TURNSTILE_SECRET_KEY is not set",
      "TRUST_PROXY is not set",
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("VAPI_WEBHOOK_SECRET");
  });

  it.each([
    [{ DATABASE_URL: undefined }, /DATABASE_URL is not set/],
    [{ IP_HASH_SECRET: "k".repeat(31) }, /IP_HASH_SECRET is too short \(23 bytes as base64/],
    [{ MAIL_LEASE_SECONDS: "30" }, /MAIL_LEASE_SECONDS is 30: production takes 90 to 900/],
    [
      { FIREBASE_PROJECT_ID: "demo-novaline" },
      /FIREBASE_PROJECT_ID is demo-novaline, a demo- project/,
    ],
    [{ CORS_ORIGINS: "https://novaline.ai,http://admin.novaline.ai" }, /not http:\/\/admin/],
    [
      {
        VAPI_PRIVATE_KEY: "vapi-private",
        VAPI_PHONE_NUMBER_ID: "number-1",
        VAPI_DEMO_ASSISTANT_ID: "assistant-1",
        VAPI_WEBHOOK_SECRET: "s",
      },
      /VAPI_WEBHOOK_SECRET is too short/,
    ],
    [{ IP_HASH_SECRET: "a".repeat(64) }, /IP_HASH_SECRET does not look random/],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, /RATE_LIMIT_PER_MINUTE is 0, which turns that limit off/],
    [
      { ...vapiSettings, VAPI_WEBHOOK_SECRET: "ab".repeat(32) },
      /VAPI_WEBHOOK_SECRET does not look random/,
    ],
    [{ ...vapiSettings, DEMO_CALLS_PER_IP_PER_HOUR: "0" }, /DEMO_CALLS_PER_IP_PER_HOUR is 0/],
    [{ ...vapiSettings, DEMO_CALLS_PER_DAY: "0" }, /DEMO_CALLS_PER_DAY is 0/],
    [
      { ...vapiSettings, DEMO_CALL_HOURS: "00:00-24:00" },
      /DEMO_CALL_HOURS must lie within 08:00-21:00/,
    ],
    [{ ...vapiSettings, DEMO_CALL_HOURS: "07:30-20:00" }, /DEMO_CALL_HOURS must lie within/],
  ])("refuses production with %o", (change, problem) => {
    expect(() => parseConfig({ ...safe, ...change })).toThrow(problem);
  });

  // Issue 38: each of these started in production before.
  it.each([
    ["IP_HASH_SECRET", "novaline-production-ip-hash-2026", /IP_HASH_SECRET is too short/],
    ["IP_HASH_SECRET", "aaaaaaaaaaaaaaaaaaaaaaa0123456789", /IP_HASH_SECRET is too short/],
    // Long enough, and made of words, a year and repeats.
    [
      "IP_HASH_SECRET",
      "NovaLineProductionIpHashSecret2026NovaLineProd",
      /IP_HASH_SECRET does not look random/,
    ],
    ["IP_HASH_SECRET", "0123456789abcdef".repeat(4), /IP_HASH_SECRET does not look random/],
    [
      "VAPI_WEBHOOK_SECRET",
      "NovaLineWebhookSecret2026Prod!!!",
      /VAPI_WEBHOOK_SECRET is not hex or base64/,
    ],
    [
      "TURNSTILE_SECRET_KEY",
      "1x0000000000000000000000000000000AA",
      /TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets/,
    ],
    [
      "TURNSTILE_SECRET_KEY",
      "2x0000000000000000000000000000000AA",
      /TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets/,
    ],
    ["TURNSTILE_VERIFY_URL", "https://example.com/siteverify", /TURNSTILE_VERIFY_URL is set/],
    ["VAPI_BASE_URL", "http://vapi.example.com", /VAPI_BASE_URL is set to an http:\/\/ URL/],
    ["VAPI_BASE_URL", "https://vapi.example.com", /VAPI_BASE_URL is set: production sends/],
    [
      "VAPI_RECORDING_ORIGINS",
      "https://storage.vapi.ai,http://127.0.0.1:8789",
      /VAPI_RECORDING_ORIGINS lists http:\/\/127.0.0.1:8789: production fetches recordings/,
    ],
    ["DATABASE_URL", "postgres://u:p@db:5432/novaline", /DATABASE_URL has no sslmode/],
    [
      "DATABASE_URL",
      "postgres://u:p@db:5432/novaline?sslmode=disable",
      /DATABASE_URL has sslmode=disable/,
    ],
    [
      "DATABASE_URL",
      "postgres://u:p@db:5432/novaline?sslmode=require",
      /DATABASE_URL has sslmode=require, which without sslrootcert/,
    ],
    [
      "DATABASE_URL",
      "postgres://u:p@db:5432/novaline?sslmode=no-verify",
      /DATABASE_URL has sslmode=no-verify/,
    ],
    ["SMTP_URL", "smtp://u:p@mail:25?ignoreTLS=true", /SMTP_URL sets ignoreTLS/],
    ["SMTP_URL", "smtps://u:p@mail:465?tls.rejectUnauthorized=false", /SMTP_URL sets tls/],
    ["TRUST_PROXY", undefined, /TRUST_PROXY is not set: behind a load balancer/],
    [
      "DEMO_CALL_COUNTRIES",
      "US,CU,SO,LV,GN",
      /DEMO_CALL_COUNTRIES lists CU, SO, LV, GN, high-cost destinations/,
    ],
    ["DEMO_CALLS_PER_DAY", "1000000", /DEMO_CALLS_PER_DAY is 1000000: production takes 1 to 500/],
    ["DEMO_CALL_LEASE_SECONDS", "1", /DEMO_CALL_LEASE_SECONDS is 1: production takes 20 to 300/],
    ["DEMO_CALLS_PER_MINUTE", "1000", /DEMO_CALLS_PER_MINUTE is 1000/],
    ["DEMO_CALLS_PER_NUMBER_PER_DAY", "50", /DEMO_CALLS_PER_NUMBER_PER_DAY is 50/],
    ["RATE_LIMIT_PER_MINUTE", "100000", /RATE_LIMIT_PER_MINUTE is 100000/],
    ["EVENT_STREAMS_TOTAL", "100000", /EVENT_STREAMS_TOTAL is 100000/],
    ["CONFIRMATIONS_PER_DAY", "0", /CONFIRMATIONS_PER_DAY is 0, which turns that limit off/],
    ["RATE_LIMIT_PER_MINUTE_PER_48", "100000", /RATE_LIMIT_PER_MINUTE_PER_48 is 100000/],
    [
      "DEMO_CALLS_PER_48_PER_HOUR",
      "0",
      /DEMO_CALLS_PER_48_PER_HOUR is 0, which turns that limit off/,
    ],
    ["DEMO_CALLS_PER_56_PER_HOUR", "500", /DEMO_CALLS_PER_56_PER_HOUR is 500/],
    ["DEMO_CALL_NOT_PLACED_SECONDS", "2-3", /DEMO_CALL_NOT_PLACED_SECONDS starts at 2 s/],
    ["DEMO_CALL_NOT_PLACED_SECONDS", "30-600", /DEMO_CALL_NOT_PLACED_SECONDS ends at 600 s/],
    [
      "DEMO_CALL_CREATION_WINDOW_SECONDS",
      "10",
      /DEMO_CALL_CREATION_WINDOW_SECONDS is 10: production takes 30 to 600 \(Vapi may still create/,
    ],
  ])("refuses production with %s=%s, saying how to make a good value", (name, value, problem) => {
    const env = { ...safe, ...vapiSettings, [name]: value };
    expect(() => parseConfig(env)).toThrow(problem);
    // A secret's value never appears in the refusal (it lands in the deploy's logs).
    if (name.endsWith("SECRET") && value !== undefined) {
      expect(() => parseConfig(env)).not.toThrow(value);
    }
  });

  it("says how to make a good secret, and takes one as hex, base64 or base64url", () => {
    expect(() => parseConfig({ ...safe, IP_HASH_SECRET: "k".repeat(31) })).toThrow(
      /openssl rand -base64 32/,
    );
    for (const secret of [
      "7f864777c51f76f835f53d31c5fac1d891b2f7d76a140ab72e521e5b3229c700",
      "JO+O9nbhyZ37MX5daIHw23iEl0Zx1A9AHnCr6fDOfzg=",
      "k9ldqTYxfHPl6rq8npOgxaCznsATdA0UPD2kL-QBMoQ",
    ]) {
      expect(
        parseConfig({ ...safe, ...vapiSettings, VAPI_WEBHOOK_SECRET: secret }).production,
      ).toBe(true);
    }
  });

  it("takes PostgreSQL over checked TLS, SMTP over TLS and TRUST_PROXY=0 in production", () => {
    for (const DATABASE_URL of [
      "postgres://u:p@db:5432/novaline?sslmode=verify-full",
      "postgres://u:p@db:5432/novaline?sslmode=verify-full&sslrootcert=/etc/ssl/db-ca.pem",
      "postgres://u:p@db:5432/novaline?sslmode=require&sslrootcert=/etc/ssl/db-ca.pem",
    ]) {
      expect(parseConfig({ ...safe, DATABASE_URL }).databaseUrl).toBe(DATABASE_URL);
    }
    expect(parseConfig({ ...safe, SMTP_URL: "smtp://u:p@mail:587" }).smtpUrl).toBe(
      "smtp://u:p@mail:587",
    );
    expect(parseConfig({ ...safe, TRUST_PROXY: "0" }).trustProxy).toEqual({ kind: "none" });
    expect(
      parseConfig({ ...safe, ...vapiSettings, VAPI_BASE_URL: "https://api.vapi.ai" }).production,
    ).toBe(true);
  });

  it.each(["https://*", "https://*.novaline.ai", "https://novaline.ai/admin", "novaline.ai"])(
    "refuses the CORS or recording entry %s, which is no origin, in any environment",
    (entry) => {
      for (const name of ["CORS_ORIGINS", "VAPI_RECORDING_ORIGINS"]) {
        expect(() => parseConfig({ [name]: `https://novaline.ai,${entry}` })).toThrow(
          new RegExp(`${name}: must list exact origins.*not ${entry.replace(/[.*/]/g, "\\$&")}\\)`),
        );
        expect(() => parseConfig({ ...safe, [name]: entry })).toThrow(new RegExp(name));
      }
    },
  );

  it("reads the live inbox's stream caps", () => {
    expect(parseConfig({}).eventStreams).toEqual({ perAdmin: 5, total: 500 });
    expect(
      parseConfig({ EVENT_STREAMS_PER_ADMIN: "2", EVENT_STREAMS_TOTAL: "40" }).eventStreams,
    ).toEqual({ perAdmin: 2, total: 40 });
    expect(() => parseConfig({ EVENT_STREAMS_TOTAL: "0" })).toThrow(/EVENT_STREAMS_TOTAL/);
  });

  it("exports traces and metrics only to a collector it is given", () => {
    expect(
      parseConfig({
        NODE_ENV: "test",
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318",
        OTEL_EXPORTER_OTLP_HEADERS: "api-key=abc, x-tenant=novaline",
        OTEL_SERVICE_NAME: "api-eu",
        OTEL_METRIC_EXPORT_INTERVAL: "15000",
      }).telemetry,
    ).toEqual({
      otlpEndpoint: "http://127.0.0.1:4318",
      serviceName: "api-eu",
      environment: "test",
      metricExportIntervalMs: 15_000,
    });
    const disabled = parseConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318",
      OTEL_SDK_DISABLED: "true",
    });
    expect(disabled.telemetry.otlpEndpoint).toBeUndefined();
    expect(() => parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => parseConfig({ OTEL_EXPORTER_OTLP_HEADERS: "api-key" })).toThrow(
      /OTEL_EXPORTER_OTLP_HEADERS/,
    );
    expect(() => parseConfig({ OTEL_METRIC_EXPORT_INTERVAL: "10" })).toThrow(
      /OTEL_METRIC_EXPORT_INTERVAL/,
    );
  });

  it("reports errors to Sentry only with a DSN that holds the project's key", () => {
    expect(
      parseConfig({
        NODE_ENV: "test",
        SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
        SENTRY_RELEASE: "api@1.2.3",
      }).sentry,
    ).toEqual({
      dsn: "https://key@o1.ingest.sentry.io/42",
      environment: "test",
      release: "api@1.2.3",
    });
    expect(
      parseConfig({
        SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
        SENTRY_ENVIRONMENT: "staging-eu",
      }).sentry?.environment,
    ).toBe("staging-eu");
    expect(() => parseConfig({ SENTRY_DSN: "https://o1.ingest.sentry.io/42" })).toThrow(
      /SENTRY_DSN/,
    );
    expect(() => parseConfig({ SENTRY_DSN: "not a url" })).toThrow(/SENTRY_DSN/);
  });

  it("holds every NODE_ENV but development and test to production's checks", () => {
    for (const nodeEnv of ["staging", "prod", "preview"]) {
      expect(() => parseConfig({ NODE_ENV: nodeEnv })).toThrow(
        new RegExp(
          `NODE_ENV=${nodeEnv}, and the API refuses to start[\\s\\S]*DATABASE_URL is not set`,
        ),
      );
      expect(parseConfig({ ...safe, NODE_ENV: nodeEnv }).production).toBe(true);
    }
  });

  it("takes narrower calling hours and the default limits with Vapi in production", () => {
    expect(
      parseConfig({ ...safe, ...vapiSettings, DEMO_CALL_HOURS: "09:00-20:00" }).demoCalls.hours,
    ).toEqual({ start: 9 * 60, end: 20 * 60 });
  });

  it("allows the embedded database in production only when asked for explicitly", () => {
    const embedded = { ...safe, DATABASE_URL: undefined };
    expect(() => parseConfig({ ...embedded, ALLOW_EMBEDDED_DATABASE: "true" })).toThrow(
      /DATABASE_URL/,
    );
    expect(parseConfig({ ...embedded, ALLOW_EMBEDDED_DATABASE: "1" }).databaseUrl).toBeUndefined();
  });

  it("reads Vapi's settings and the demo-call limits, and asks for every Vapi setting with a key", () => {
    const vapi = {
      VAPI_PRIVATE_KEY: "vapi-private",
      VAPI_PHONE_NUMBER_ID: "number-1",
      VAPI_DEMO_ASSISTANT_ID: "assistant-1",
      VAPI_WEBHOOK_SECRET: "hook-secret",
    };
    expect(
      parseConfig({
        ...vapi,
        VAPI_BASE_URL: "http://127.0.0.1:8789",
        DEMO_CALLS_PER_DAY: "200",
        DEMO_CALLS_PER_MINUTE: "0",
        DEMO_CALLS_PER_COUNTRY_PER_DAY: "40",
        DEMO_CALLS_PER_NUMBER_PER_DAY: "2",
        DEMO_CALLS_PER_IP_PER_HOUR: "5",
        DEMO_CALLS_PER_56_PER_HOUR: "9",
        DEMO_CALLS_PER_48_PER_HOUR: "30",
        DEMO_CALL_NOT_PLACED_SECONDS: "20-40",
        DEMO_CALL_COUNTRIES: "us, gb,NZ",
        DEMO_CALL_MAX_SECONDS: "120",
        DEMO_CALL_HOURS: "00:00-24:00",
        TURNSTILE_SECRET_KEY: "turnstile-secret",
      }).demoCalls,
    ).toEqual({
      vapi: {
        baseUrl: "http://127.0.0.1:8789",
        privateKey: "vapi-private",
        phoneNumberId: "number-1",
        assistantId: "assistant-1",
        webhookSecret: "hook-secret",
      },
      perDay: 200,
      perMinute: 0,
      perCountryPerDay: 40,
      perNumberPerDay: 2,
      perIpPerHour: 5,
      per56PerHour: 9,
      per48PerHour: 30,
      suppressedFailureDelayMs: [20_000, 40_000],
      countries: ["US", "GB", "NZ"],
      maxDurationSeconds: 120,
      hours: { start: 0, end: 1440 },
      turnstile: {
        secretKey: "turnstile-secret",
        verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
        // The CORS origins' hosts, by default.
        hostnames: ["localhost"],
        checksPerMinute: 10,
      },
    });
    expect(
      parseConfig({
        TURNSTILE_SECRET_KEY: "turnstile-secret",
        CORS_ORIGINS: "https://novaline.ai,https://www.novaline.ai:8443",
        BOT_CHECKS_PER_MINUTE: "4",
      }).demoCalls.turnstile,
    ).toMatchObject({ hostnames: ["novaline.ai", "www.novaline.ai"], checksPerMinute: 4 });
    expect(
      parseConfig({
        TURNSTILE_SECRET_KEY: "turnstile-secret",
        TURNSTILE_HOSTNAMES: "NovaLine.ai, www.novaline.ai",
      }).demoCalls.turnstile?.hostnames,
    ).toEqual(["novaline.ai", "www.novaline.ai"]);
    expect(parseConfig(vapi).demoCalls.vapi?.baseUrl).toBe("https://api.vapi.ai");
    expect(() =>
      parseConfig({ VAPI_PRIVATE_KEY: "vapi-private", VAPI_PHONE_NUMBER_ID: "number-1" }),
    ).toThrow(/VAPI_DEMO_ASSISTANT_ID, VAPI_WEBHOOK_SECRET/);
    expect(() => parseConfig({ ...vapi, VAPI_BASE_URL: "api.vapi.ai" })).toThrow(ConfigError);
    expect(() => parseConfig({ DEMO_CALLS_PER_DAY: "-1" })).toThrow(/DEMO_CALLS_PER_DAY/);
    expect(() => parseConfig({ DEMO_CALL_COUNTRIES: "US,XX" })).toThrow(/DEMO_CALL_COUNTRIES/);
    expect(() => parseConfig({ DEMO_CALL_MAX_SECONDS: "301" })).toThrow(/DEMO_CALL_MAX_SECONDS/);
    expect(() => parseConfig({ DEMO_CALL_NOT_PLACED_SECONDS: "40-20" })).toThrow(
      /DEMO_CALL_NOT_PLACED_SECONDS/,
    );
    expect(
      parseConfig({ DEMO_CALL_NOT_PLACED_SECONDS: "3" }).demoCalls.suppressedFailureDelayMs,
    ).toEqual([3000, 3000]);
    expect(() => parseConfig({ DEMO_CALL_HOURS: "9-5" })).toThrow(/DEMO_CALL_HOURS: must read/);
    // A session may be shorter than a working day, never longer.
    expect(parseConfig({ ADMIN_SESSION_MAX_SECONDS: "3600" }).adminSessionMaxMs).toBe(3_600_000);
    expect(() => parseConfig({ ADMIN_SESSION_MAX_SECONDS: "43201" })).toThrow(
      /ADMIN_SESSION_MAX_SECONDS/,
    );
  });

  it("reads how long placing a demo call may take, within bounds, the window no shorter than a request", () => {
    expect(
      parseConfig({
        DEMO_CALL_REQUEST_TIMEOUT_SECONDS: "5",
        DEMO_CALL_CREATION_WINDOW_SECONDS: "90",
        DEMO_CALL_GIVE_UP_SECONDS: "180",
      }).demoCallPlacement,
    ).toEqual({ requestTimeoutMs: 5000, creationWindowMs: 90_000, giveUpAfterMs: 180_000 });
    for (const [name, value] of [
      ["DEMO_CALL_REQUEST_TIMEOUT_SECONDS", "0"],
      ["DEMO_CALL_REQUEST_TIMEOUT_SECONDS", "31"],
      ["DEMO_CALL_CREATION_WINDOW_SECONDS", "601"],
      ["DEMO_CALL_GIVE_UP_SECONDS", "9"],
      ["DEMO_CALL_GIVE_UP_SECONDS", "901"],
      ["DEMO_CALL_GIVE_UP_SECONDS", "1.5"],
    ] as const) {
      expect(() => parseConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
    expect(() =>
      parseConfig({
        DEMO_CALL_REQUEST_TIMEOUT_SECONDS: "20",
        DEMO_CALL_CREATION_WINDOW_SECONDS: "15",
      }),
    ).toThrow(/DEMO_CALL_CREATION_WINDOW_SECONDS must be at least/);
  });
});
