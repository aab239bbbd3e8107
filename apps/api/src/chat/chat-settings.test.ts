import { describe, expect, it } from "vitest";
import { parseConfig } from "../config.js";

// The chat's settings: off without the key and the chat's assistant, bounded in production.

const vapi = {
  VAPI_PRIVATE_KEY: "vapi-private",
  VAPI_PHONE_NUMBER_ID: "number-1",
  VAPI_DEMO_ASSISTANT_ID: "assistant-demo",
  VAPI_WEBHOOK_SECRET: "k9ldqTYxfHPl6rq8npOgxaCznsATdA0UPD2kL-QBMoQ",
};

/** Settings production accepts (as config.test.ts's). */
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

describe("the chat's settings", () => {
  it("are off without the private key or the chat's assistant, with the defaults' limits", () => {
    expect(parseConfig({}).chat).toEqual({
      vapi: undefined,
      requestTimeoutMs: 20_000,
      maxTurns: 20,
      conversationMs: 30 * 60_000,
      perIpPerMinute: 6,
      per56PerMinute: 12,
      per48PerMinute: 24,
      perMinute: 60,
      perDay: 2000,
    });
    expect(parseConfig({ VAPI_CHAT_ASSISTANT_ID: "assistant-chat" }).chat.vapi).toBeUndefined();
    expect(parseConfig(vapi).chat.vapi).toBeUndefined();
  });

  it("talk to Vapi with the API's key and their own assistant", () => {
    const config = parseConfig({
      ...vapi,
      VAPI_BASE_URL: "http://127.0.0.1:8789",
      VAPI_CHAT_ASSISTANT_ID: "assistant-chat",
      CHAT_REQUEST_TIMEOUT_SECONDS: "30",
      CHAT_MAX_TURNS: "8",
      CHAT_CONVERSATION_MINUTES: "15",
      CHAT_MESSAGES_PER_IP_PER_MINUTE: "4",
      CHAT_MESSAGES_PER_56_PER_MINUTE: "0",
      CHAT_MESSAGES_PER_48_PER_MINUTE: "16",
      CHAT_MESSAGES_PER_MINUTE: "30",
      CHAT_MESSAGES_PER_DAY: "500",
    });
    expect(config.chat).toEqual({
      vapi: {
        baseUrl: "http://127.0.0.1:8789",
        privateKey: "vapi-private",
        assistantId: "assistant-chat",
      },
      requestTimeoutMs: 30_000,
      maxTurns: 8,
      conversationMs: 15 * 60_000,
      perIpPerMinute: 4,
      per56PerMinute: 0,
      per48PerMinute: 16,
      perMinute: 30,
      perDay: 500,
    });
    // The demo calls keep their own assistant.
    expect(config.demoCalls.vapi?.assistantId).toBe("assistant-demo");
  });

  it.each([
    ["CHAT_MAX_TURNS", "0"],
    ["CHAT_CONVERSATION_MINUTES", "0"],
    ["CHAT_REQUEST_TIMEOUT_SECONDS", "61"],
    ["CHAT_MESSAGES_PER_DAY", "-1"],
  ])("refuses %s=%s anywhere", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it.each([
    ["CHAT_MESSAGES_PER_IP_PER_MINUTE", "0", /CHAT_MESSAGES_PER_IP_PER_MINUTE is 0, which turns/],
    ["CHAT_MESSAGES_PER_56_PER_MINUTE", "61", /production takes 1 to 60/],
    ["CHAT_MESSAGES_PER_48_PER_MINUTE", "0", /CHAT_MESSAGES_PER_48_PER_MINUTE is 0/],
    ["CHAT_MESSAGES_PER_MINUTE", "0", /CHAT_MESSAGES_PER_MINUTE is 0, which turns/],
    [
      "CHAT_MESSAGES_PER_DAY",
      "1000000",
      /CHAT_MESSAGES_PER_DAY is 1000000: production takes 1 to 20000/,
    ],
    ["CHAT_MAX_TURNS", "500", /CHAT_MAX_TURNS is 500: production takes 1 to 50/],
    ["CHAT_CONVERSATION_MINUTES", "1440", /CHAT_CONVERSATION_MINUTES is 1440/],
  ])("refuses production with %s=%s", (name, value, problem) => {
    expect(() => parseConfig({ ...safe, ...vapi, [name]: value })).toThrow(problem);
  });

  it("starts in production with the chat on, needing no secret of its own", () => {
    const config = parseConfig({ ...safe, ...vapi, VAPI_CHAT_ASSISTANT_ID: "assistant-chat" });
    expect(config.chat.vapi?.assistantId).toBe("assistant-chat");
  });
});
