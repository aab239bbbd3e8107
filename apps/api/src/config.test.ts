import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.js";
import { appRoot } from "./paths.js";

describe("parseConfig", () => {
  it("has the documented defaults", () => {
    expect(parseConfig({})).toEqual({
      production: false,
      port: 8787,
      host: "127.0.0.1",
      databaseUrl: undefined,
      pgliteDir: `${appRoot}/.data/pglite`,
      firebaseProjectId: "demo-novaline",
      firebaseAuthEmulatorHost: undefined,
      corsOrigins: ["http://localhost:5173", "http://localhost:5174"],
      rateLimitPerMinute: 10,
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: "NovaLine <hello@novaline.ai>",
      staffEmail: "hello@novaline.ai",
      mailOutboxDir: `${appRoot}/.data/outbox`,
      mailLeaseMs: 120_000,
      demoCalls: { vapi: undefined, perDay: 50, perNumberPerDay: 1, perIpPerHour: 3 },
      ipHashSecret: "novaline-local-ip-hash",
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
    });
    expect(config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      databaseUrl: "postgres://u:p@db:5432/novaline",
      pgliteDir: "/var/lib/pglite",
      firebaseProjectId: "novaline-prod",
      corsOrigins: ["https://novaline.ai", "https://admin.novaline.ai"],
      rateLimitPerMinute: 0,
      trustProxy: true,
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      mailFrom: "NovaLine <no-reply@novaline.ai>",
      staffEmail: "sales@novaline.ai",
      mailOutboxDir: `${appRoot}/tmp/outbox`,
      mailLeaseMs: 30_000,
    });
  });

  it("treats empty variables as unset and TRUST_PROXY=false as off", () => {
    expect(parseConfig({ PORT: "", TRUST_PROXY: "false", DATABASE_URL: "" })).toMatchObject({
      port: 8787,
      trustProxy: false,
      databaseUrl: undefined,
    });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["RATE_LIMIT_PER_MINUTE", "-1"],
    ["RATE_LIMIT_PER_MINUTE", "2.5"],
    ["DATABASE_URL", "mysql://db/x"],
    ["SMTP_URL", "http://mail"],
    ["STAFF_EMAIL", "sales"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(name);
  });

  it("refuses the Firebase Auth emulator in production, and allows it in development", () => {
    expect(() =>
      parseConfig({ NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*NODE_ENV=production/);
    expect(parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toMatchObject({
      production: false,
      firebaseAuthEmulatorHost: "127.0.0.1:9099",
    });
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
        DEMO_CALLS_PER_NUMBER_PER_DAY: "2",
        DEMO_CALLS_PER_IP_PER_HOUR: "5",
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
      perNumberPerDay: 2,
      perIpPerHour: 5,
    });
    expect(parseConfig(vapi).demoCalls.vapi?.baseUrl).toBe("https://api.vapi.ai");
    expect(() =>
      parseConfig({ VAPI_PRIVATE_KEY: "vapi-private", VAPI_PHONE_NUMBER_ID: "number-1" }),
    ).toThrow(/VAPI_DEMO_ASSISTANT_ID, VAPI_WEBHOOK_SECRET/);
    expect(() => parseConfig({ ...vapi, VAPI_BASE_URL: "api.vapi.ai" })).toThrow(ConfigError);
    expect(() => parseConfig({ DEMO_CALLS_PER_DAY: "-1" })).toThrow(/DEMO_CALLS_PER_DAY/);
  });
});
