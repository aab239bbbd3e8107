// The site's text conversation (`POST /v1/chat`) end to end inside the API: the listening app
// behind one trusted proxy (the tests' visitors come from many addresses and /64s), the Vapi
// stand-in answering as Vapi's chat API, the Turnstile stand-in verifying first messages, and
// the limits counted in the database under test.
import { serve, type ServerType } from "@hono/node-server";
import { chatMessages, type ChatReply } from "@novaline/inquiry";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  standInToken,
  startTurnstileStandIn,
  TURNSTILE_TEST_KEYS,
  type TurnstileStandIn,
} from "../../../../tooling/turnstile-stand-in.ts";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import type { ChatSettings } from "../config.js";
import type { DatabaseHandle } from "../db/client.js";
import { rateLimits } from "../db/schema.js";
import type { TurnstileSettings } from "../http/turnstile.js";
import { testChatSettings, testDemoCallSettings, testApp, type TestApp } from "../test/harness.js";
import { scannedLogger } from "../test/harness.js";

// What the visitor "types": names and words the run's log scan looks for (test/personal-values.ts),
// so a line that logged a message, or the assistant's reply that repeats it, fails the run.
const FIRST = "Hi, I'm Jane Cooper and we miss calls at lunch.";
const SECOND = "Can Jane book a cleaning for Friday?";

let database: DatabaseHandle;
let standIn: VapiStandIn;
let turnstile: TurnstileStandIn | undefined;
let api: TestApp;
let server: ServerType | undefined;
let base = "";
const lines: string[] = [];

/** The API on a free port, chatting with a fresh stand-in, with these chat settings. */
async function start(
  chat: Partial<ChatSettings> = {},
  options: { botCheck?: TurnstileSettings; ipHashSecret?: string; configured?: boolean } = {},
) {
  const current: { app?: TestApp["app"] } = {};
  server = serve({
    fetch: (req, env) => current.app?.fetch(req, env) ?? new Response(null, { status: 503 }),
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise((resolve) => server?.once("listening", resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  standIn = await startVapiStandIn({ apiKey: "vapi-private" });
  api = testApp(
    database,
    {
      // One proxy in front, as in production: each test says which address a message is from.
      trustProxy: { kind: "hops", hops: 1 },
      ipHashSecret: options.ipHashSecret ?? "test-ip-hash",
      demoCalls: { ...testDemoCallSettings, turnstile: options.botCheck },
      chat: {
        ...testChatSettings,
        vapi:
          options.configured === false
            ? undefined
            : { baseUrl: standIn.url, privateKey: "vapi-private", assistantId: "assistant-chat" },
        requestTimeoutMs: 2000,
        // Every test sends many messages from a few addresses within a minute.
        perIpPerMinute: 0,
        per56PerMinute: 0,
        per48PerMinute: 0,
        perMinute: 0,
        perDay: 0,
        ...chat,
      },
    },
    // Every line a request writes, at every level, for the scan and for this file's own checks.
    { logger: scannedLogger(lines, { level: "info" }) },
  );
  current.app = api.app;
}

async function stop() {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  await standIn.stop();
  await turnstile?.stop();
  turnstile = undefined;
}

const post = (body: unknown, from = "198.51.100.7", headers: Record<string, string> = {}) =>
  fetch(`${base}/v1/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A message that must be answered: its reply. */
async function says(body: unknown, from?: string): Promise<ChatReply> {
  const response = await post(body, from);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ChatReply;
}

const chatRequests = () => standIn.requests.filter((r) => r.path === "/chat");
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** A continuation with one character of its payload changed. */
function altered(continuation: string): string {
  const [version, payload = "", signature] = continuation.split(".");
  const flipped = payload.replace(/^./, (first) => (first === "A" ? "B" : "A"));
  return [version, flipped, signature].join(".");
}

export function describeChatRoutes(open: () => Promise<DatabaseHandle>) {
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await stop();
    // Each test counts its own messages.
    await database.db.delete(rateLimits);
  });

  describe("the text conversation", () => {
    it("answers a first message that passed the bot check, then its follow-up with the continuation alone, the conversation kept", async () => {
      turnstile = await startTurnstileStandIn();
      await start(
        { maxTurns: 5 },
        {
          botCheck: {
            secretKey: TURNSTILE_TEST_KEYS.secretPasses,
            verifyUrl: turnstile.url,
            hostnames: ["localhost"],
            checksPerMinute: 100,
          },
        },
      );
      const started = Date.now();
      // No token, a forged one, one from another form: refused, and Vapi is never asked.
      for (const token of [undefined, "forged", standInToken("demo-call")]) {
        const refused = await post({ message: FIRST, turnstileToken: token });
        expect(refused.status).toBe(403);
        expect(await errorOf(refused)).toMatchObject({ code: "bot-check-failed" });
      }
      expect(chatRequests()).toHaveLength(0);

      const first = await post({ message: FIRST, turnstileToken: standInToken("chat") });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      const one = (await first.json()) as ChatReply;
      expect(one.replies).toEqual([`Hello! You said: "${FIRST}". How can I help?`]);
      expect(one.turnsLeft).toBe(4);
      expect(one.continuation).toMatch(/^c1\.[\w-]+\.[\w-]+$/);
      // The conversation lasts its 30 minutes from the first message, whatever follows.
      const ends = Date.parse(one.expiresAt) - started;
      expect(ends).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
      expect(ends).toBeLessThanOrEqual(30 * 60_000 + 5000);
      // Verified as siteverify expects, with the visitor's own address.
      expect(turnstile.requests.at(-1)).toEqual({
        secret: TURNSTILE_TEST_KEYS.secretPasses,
        response: standInToken("chat"),
        remoteip: "198.51.100.7",
      });

      const checksBefore = turnstile.requests.length;
      const two = await says({ message: SECOND, continuation: one.continuation });
      expect(two.replies).toEqual([
        `You first said: "${FIRST}". Now you say: "${SECOND}". You're booked for 9:30 tomorrow.`,
      ]);
      expect(two.turnsLeft).toBe(3);
      expect(two.expiresAt).toBe(one.expiresAt);
      // No token for a follow-up, and none verified.
      expect(turnstile.requests).toHaveLength(checksBefore);
      // Vapi was sent the message with our key and assistant, then the follow-up after its chat.
      const [sentFirst, sentSecond] = chatRequests();
      expect(sentFirst).toMatchObject({
        authorization: "Bearer vapi-private",
        body: { assistantId: "assistant-chat", input: FIRST },
      });
      const firstChat = [...standIn.chats.values()][0];
      expect(sentSecond?.body).toEqual({
        assistantId: "assistant-chat",
        input: SECOND,
        previousChatId: firstChat?.id,
      });
    });

    it("has only a conversation's first message counted by the bot checks' throttle", async () => {
      turnstile = await startTurnstileStandIn();
      await start(
        {},
        {
          botCheck: {
            secretKey: TURNSTILE_TEST_KEYS.secretPasses,
            verifyUrl: turnstile.url,
            hostnames: ["localhost"],
            checksPerMinute: 1,
          },
        },
      );
      let reply = await says({ message: FIRST, turnstileToken: standInToken("chat") });
      // Follow-ups verify no token: the throttle lets them all through.
      for (const message of [SECOND, "Thanks", "Bye"]) {
        reply = await says({ message, continuation: reply.continuation });
      }
      // A second conversation from the same client needs a second check: past the throttle.
      const again = await post({ message: FIRST, turnstileToken: standInToken("chat") });
      expect(again.status).toBe(429);
      expect(await errorOf(again)).toMatchObject({ code: "rate-limited" });
      expect(turnstile.requests).toHaveLength(1);
    });

    it("refuses a continuation altered, made up, replayed or carried from another network, before Vapi is asked", async () => {
      await start();
      const one = await says({ message: FIRST }, "2001:db8:7:100::1");
      const continuation = one.continuation ?? "";
      const sent = chatRequests().length;
      const refusedWith = async (body: unknown, from: string) => {
        const response = await post(body, from);
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toMatchObject({ code: "chat-continuation-invalid" });
      };
      await refusedWith(
        { message: SECOND, continuation: altered(continuation) },
        "2001:db8:7:100::1",
      );
      await refusedWith({ message: SECOND, continuation: "c1.e30.AAAA" }, "2001:db8:7:100::1");
      await refusedWith({ message: SECOND, continuation: `${continuation}x` }, "2001:db8:7:100::1");
      // Another /64, even of the same /56, and an IPv4 address: not the conversation's network.
      await refusedWith({ message: SECOND, continuation }, "2001:db8:7:101::1");
      await refusedWith({ message: SECOND, continuation }, "203.0.113.9");
      expect(chatRequests()).toHaveLength(sent);

      // Any address of the same /64 goes on; the continuation then is spent.
      await says({ message: SECOND, continuation }, "2001:db8:7:100::ffff");
      await refusedWith({ message: SECOND, continuation }, "2001:db8:7:100::1");
      // Two sent at once: one is answered, the other refused.
      const next = await says({ message: FIRST }, "198.51.100.20");
      const both = await Promise.all([
        post({ message: SECOND, continuation: next.continuation }, "198.51.100.20"),
        post({ message: SECOND, continuation: next.continuation }, "198.51.100.20"),
      ]);
      expect(both.map((response) => response.status).sort()).toEqual([200, 403]);

      // A continuation signed with another server's secret.
      const other = await says({ message: FIRST }, "2001:db8:7:100::1");
      await stop();
      await start({}, { ipHashSecret: "another-secret" });
      await refusedWith({ message: SECOND, continuation: other.continuation }, "2001:db8:7:100::1");
      expect(chatRequests()).toHaveLength(0);
    });

    it("ends a conversation after its last message, and when its time is up", async () => {
      await start({ maxTurns: 3 });
      const one = await says({ message: FIRST });
      const two = await says({ message: SECOND, continuation: one.continuation });
      const three = await says({ message: "Thanks", continuation: two.continuation });
      expect([one.turnsLeft, two.turnsLeft, three.turnsLeft]).toEqual([2, 1, 0]);
      expect(three.continuation).toBeNull();
      // A continuation given while more messages were allowed is refused once they are fewer.
      await stop();
      await start({ maxTurns: 2 });
      const exhausted = await post({ message: "One more", continuation: two.continuation });
      expect(exhausted.status).toBe(410);
      expect(await errorOf(exhausted)).toMatchObject({ code: "chat-turn-limit" });

      await stop();
      await start({ conversationMs: 300 });
      const short = await says({ message: FIRST });
      await new Promise((resolve) => setTimeout(resolve, 400));
      const late = await post({ message: SECOND, continuation: short.continuation });
      expect(late.status).toBe(410);
      expect(await errorOf(late)).toMatchObject({ code: "chat-conversation-expired" });
      expect(chatRequests()).toHaveLength(1);
    });

    it("counts every message against its client's /64, /56 and /48, so rotating /64s buys nothing", async () => {
      await start({ perIpPerMinute: 2, per56PerMinute: 3, per48PerMinute: 4 });
      const from = (address: string) => post({ message: FIRST }, address);
      expect((await from("2001:db8:1:100::1")).status).toBe(200);
      // A refused follow-up counts too: probing costs allowance like chatting.
      expect(
        (await post({ message: SECOND, continuation: "c1.e30.AAAA" }, "2001:db8:1:100::2")).status,
      ).toBe(403);
      const third = await from("2001:db8:1:100::3");
      expect(third.status).toBe(429);
      expect(await errorOf(third)).toMatchObject({ code: "chat-ip-limit" });
      const retryAfter = Number(third.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another /64 of the same /56 (which has had two): one more, then refused.
      expect((await from("2001:db8:1:101::1")).status).toBe(200);
      expect((await from("2001:db8:1:102::1")).status).toBe(429);
      // Another /56 of the same /48 (which has had three): one more, then refused.
      expect((await from("2001:db8:1:200::1")).status).toBe(200);
      expect((await from("2001:db8:1:300::1")).status).toBe(429);
      // Another /48, and an IPv4 address, are not held back.
      expect((await from("2001:db8:2::1")).status).toBe(200);
      expect((await from("198.51.100.9")).status).toBe(200);
      expect(chatRequests()).toHaveLength(5);
    });

    it("caps everyone's messages per minute and per day, and gives a refused follow-up its continuation back", async () => {
      await start({ perMinute: 2, perDay: 3 });
      const one = await says({ message: FIRST }, "198.51.100.1");
      const two = await says({ message: SECOND, continuation: one.continuation }, "198.51.100.1");
      const capped = await post(
        { message: "Third", continuation: two.continuation },
        "198.51.100.1",
      );
      expect(capped.status).toBe(429);
      expect(await errorOf(capped)).toMatchObject({ code: "chat-minute-cap" });
      expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
      // Strangers' junk is not counted by the caps: it never gets that far.
      expect(
        (await post({ message: "x", continuation: "c1.e30.AAAA" }, "198.51.100.2")).status,
      ).toBe(403);
      // A minute later (the window's row cleared), the same continuation goes on...
      await database.db.delete(rateLimits).where(eq(rateLimits.key, "chat:all"));
      await says({ message: "Third", continuation: two.continuation }, "198.51.100.1");
      // ...and the day's budget is spent.
      await database.db.delete(rateLimits).where(eq(rateLimits.key, "chat:all"));
      const daily = await post({ message: FIRST }, "198.51.100.3");
      expect(daily.status).toBe(429);
      expect(await errorOf(daily)).toMatchObject({ code: "chat-daily-cap" });
      expect(Number(daily.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
      expect(chatRequests()).toHaveLength(3);
    });

    it("answers 502 when Vapi fails or is slow, with none of its words, and the message can be sent again", async () => {
      const before = lines.length;
      await start({ requestTimeoutMs: 300 });
      const one = await says({ message: FIRST });
      standIn.failChatNext(500);
      const failed = await post({ message: SECOND, continuation: one.continuation });
      expect(failed.status).toBe(502);
      const error = await errorOf(failed);
      expect(error.code).toBe("chat-unavailable");
      expect(JSON.stringify(error)).not.toMatch(/stand-in|fail/i);
      standIn.stallChatNext();
      const slow = await post({ message: SECOND, continuation: one.continuation });
      expect(slow.status).toBe(502);
      // The same continuation, again: the message had not been answered.
      const two = await says({ message: SECOND, continuation: one.continuation });
      expect(two.turnsLeft).toBe(18);
      // Vapi no longer has the conversation (deleted there): it is over.
      standIn.chats.clear();
      const gone = await post({ message: "Still there?", continuation: two.continuation });
      expect(gone.status).toBe(410);
      expect(await errorOf(gone)).toMatchObject({ code: "chat-conversation-expired" });
      const warnings = lines
        .slice(before)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.event === "chat.vapi_failed");
      expect(warnings.map((line) => line.status)).toEqual([500, 0, 404]);
    });

    it("refuses a message it cannot take, naming the field", async () => {
      await start();
      const unknown = await post({ message: FIRST, assistantId: "another-assistant" });
      expect(unknown.status).toBe(422);
      expect(await errorOf(unknown)).toMatchObject({
        code: "invalid",
        fields: { assistantId: chatMessages.unknown },
      });
      const empty = await post({ message: "   " });
      expect(await errorOf(empty)).toMatchObject({
        fields: { message: chatMessages.message.required },
      });
      const long = await post({ message: "a".repeat(1001) });
      expect(await errorOf(long)).toMatchObject({
        fields: { message: chatMessages.message.tooLong },
      });
      expect((await post(JSON.stringify({ message: "a".repeat(17_000) }))).status).toBe(413);
      expect((await post("[1,2", "198.51.100.7")).status).toBe(400);
      expect((await post(FIRST, "198.51.100.7", { "content-type": "text/plain" })).status).toBe(
        415,
      );
      expect(chatRequests()).toHaveLength(0);
    });

    it("answers 503 when no assistant is set for chat, whatever was sent", async () => {
      await start({}, { configured: false });
      for (const body of [{ message: FIRST }, "not json"]) {
        const response = await post(body);
        expect(response.status).toBe(503);
        expect(await errorOf(response)).toMatchObject({ code: "chat-not-configured" });
      }
    });

    it("logs each message's request, and nothing the visitor wrote or the assistant said", async () => {
      const before = lines.length;
      await start();
      const one = await says({ message: FIRST });
      await says({ message: SECOND, continuation: one.continuation });
      await post({ message: SECOND, continuation: altered(one.continuation ?? "") });
      const written = lines.slice(before);
      expect(written.filter((line) => line.includes('"path":"/v1/chat"'))).toHaveLength(3);
      for (const text of ["Jane", "Cooper", "miss calls", "cleaning", "booked", "c1."]) {
        expect(written.join("\n")).not.toContain(text);
      }
    });
  });
}
