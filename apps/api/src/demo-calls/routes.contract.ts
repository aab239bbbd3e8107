import { serve, type ServerType } from "@hono/node-server";
import { demoCallConsent, demoCallRefusalMessage } from "@novaline/content";
import { demoCallMessages } from "@novaline/inquiry/demo-call";
import { eq } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closedCallingHours } from "../../../../tooling/closed-calling-hours.ts";
import {
  standInToken,
  startTurnstileStandIn,
  TURNSTILE_TEST_KEYS,
} from "../../../../tooling/turnstile-stand-in.ts";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import type { DemoCallSettings } from "../config.js";
import type { DatabaseHandle } from "../db/client.js";
import { demoCalls, inquiries } from "../db/schema.js";
import { jsonLogger } from "../http/logger.js";
import {
  ADMIN_TOKEN,
  STAFF,
  testApp,
  testDemoCallSettings,
  type TestApp,
} from "../test/harness.js";
import { startDemoCallPlacement } from "./placement.js";
import { createDemoCallRepository } from "./repository.js";
import type { PlacementWorker } from "./placement-worker.js";

// "Call me now" end to end inside the API: the public endpoints, the call placed with the Vapi
// stand-in, and the stand-in's server messages coming back to the listening API.

const SECRET = "hook-secret-of-thirty-two-bytes!";
const request = { firstName: "Jane", phone: "+1 512 555 0134", industry: "health", consent: true };

let database: DatabaseHandle;
let standIn: VapiStandIn;
let api: TestApp;
let server: ServerType | undefined;
let placement: PlacementWorker | undefined;
let base = "";

/** The API on a free port, placing calls with a fresh stand-in that posts back to it. */
async function start(
  demoCalls: Partial<DemoCallSettings> = {},
  timings = { ringMs: 20, answerMs: 60, talkMs: 120 },
) {
  // The server listens first: the stand-in needs its address, and the app the stand-in's.
  const current: { app?: TestApp["app"] } = {};
  server = serve({
    fetch: (req, env) => current.app?.fetch(req, env) ?? new Response(null, { status: 503 }),
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise((resolve) => server?.once("listening", resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  standIn = await startVapiStandIn({
    apiKey: "vapi-private",
    webhookUrl: `${base}/v1/vapi/events`,
    webhookSecret: SECRET,
    timings,
  });
  const settings: DemoCallSettings = {
    ...testDemoCallSettings,
    // Every test here calls from one address, many within a minute.
    perIpPerHour: 100,
    perMinute: 0,
    vapi: {
      baseUrl: standIn.url,
      privateKey: "vapi-private",
      phoneNumberId: "number-1",
      assistantId: "assistant-demo",
      webhookSecret: SECRET,
    },
    ...demoCalls,
  };
  // The placement worker, as the server runs it, woken by each admitted call.
  placement = startDemoCallPlacement({
    repository: createDemoCallRepository(database.db),
    settings,
    logger: jsonLogger(() => undefined),
    leaseMs: 4000,
    pollMs: 50,
  });
  api = testApp(database, { demoCalls: settings }, { onDemoCallAdmitted: () => placement?.wake() });
  current.app = api.app;
}

const post = (body: unknown, path = "/v1/demo-calls", headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const statusOf = async (id: string) =>
  (await (await fetch(`${base}/v1/demo-calls/${id}`)).json()) as Record<string, unknown>;
const callRequests = () => standIn.requests.filter((r) => r.path === "/call");
/** Once the worker has stored Vapi's id for our call `id`: that call at the stand-in. */
async function placedAtVapi(id: string) {
  await expect
    .poll(async () => {
      const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      return row?.vapiCallId ?? null;
    })
    .not.toBeNull();
  const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
  return standIn.calls.get(row?.vapiCallId ?? "");
}

/** The public and webhook routes, on the database `open` makes. */
export function describeDemoCallRoutes(open: () => Promise<DatabaseHandle>) {
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await placement?.stop();
    placement = undefined;
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    await standIn.stop();
    // Each test's calls are its own: one a loaded machine had not placed yet would be placed
    // by the next test's worker, at the next test's stand-in.
    await database.db.update(demoCalls).set({ placement: "done" });
  });

  describe("demo calls", () => {
    it("places the call with Vapi and follows it to its summary through the webhooks", async () => {
      await start();
      const created = await post({ ...request, sourcePage: "/ai-caller" });
      expect(created.status).toBe(202);
      const { id, status } = (await created.json()) as { id: string; status: string };
      expect(status).toBe("queued");
      expect(created.headers.get("location")).toBe(`/v1/demo-calls/${id}`);

      await expect.poll(() => callRequests().length).toBe(1);
      expect(callRequests()[0]).toMatchObject({
        authorization: "Bearer vapi-private",
        body: {
          assistantId: "assistant-demo",
          phoneNumberId: "number-1",
          customer: { number: "+15125550134" },
          name: id,
          assistantOverrides: {
            variableValues: { firstName: "Jane", industry: "Healthcare" },
            // However long Vapi would let it run, a demo call costs at most this.
            maxDurationSeconds: 240,
            silenceTimeoutSeconds: 20,
            metadata: { demoCallId: id },
          },
        },
      });
      // The status update saying "ended" may come before the end-of-call report: wait for both.
      await expect
        .poll(() => statusOf(id).then((call) => [call.status, typeof call.summary]), {
          timeout: 5000,
        })
        .toEqual(["ended", "string"]);
      const ended = await statusOf(id);
      // An answered call: no failure, and never Vapi's own wording.
      expect(ended).toEqual({
        id,
        status: "ended",
        durationSeconds: 0,
        summary: expect.stringContaining("booked") as unknown,
      });
      // Never the number, the transcript or the recording.
      expect(JSON.stringify(ended)).not.toMatch(/5550134|transcript|recording|http/);
      // Staff see the transcript and the recording with the call.
      const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      const detail = (await (await api.get(`/v1/inquiries/${row?.inquiryId ?? ""}`)).json()) as {
        name: string;
        email: string | null;
        phone: string;
        call: Record<string, unknown>;
      };
      expect(detail).toMatchObject({
        name: "Jane",
        email: null,
        phone: "+15125550134",
        sourcePage: "/ai-caller",
      });
      expect(detail.call).toMatchObject({
        id,
        status: "ended",
        industry: "health",
        consentVersion: demoCallConsent.version,
        summary: expect.stringContaining("booked") as unknown,
        transcript: expect.stringMatching(/^AI: Hi Jane/) as unknown,
      });
      // The address only as a hash.
      expect(detail.call.ipHash).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(detail)).not.toContain("127.0.0.1");
      expect(standIn.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    });

    it("a busy number ends failed, and says so in the contract's words", async () => {
      await start();
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0001" })).json()) as {
        id: string;
      };
      await expect
        .poll(() => statusOf(id).then((call) => call.status), { timeout: 5000 })
        .toBe("failed");
      const failed = await statusOf(id);
      expect(failed).toMatchObject({ status: "failed", failure: "busy" });
      expect(failed).not.toHaveProperty("endedReason");
    });

    it("when Vapi fails for a moment, places the call on a later try, once, after looking for it", async () => {
      await start();
      standIn.failNext(503, 2);
      const response = await post({ ...request, phone: "+1 512 555 0161" });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };
      await expect
        .poll(() => statusOf(id).then((call) => call.status), { timeout: 15_000 })
        .toBe("ended");
      expect(standIn.calls.size).toBe(1);
      expect(callRequests().filter((r) => r.method === "POST")).toHaveLength(3);
      // Before each later try, it asked Vapi whether the failed request had created the call.
      expect(callRequests().filter((r) => r.method === "GET")).toHaveLength(2);
    });

    it("refuses a second call to a number within 24 hours with its code and Retry-After", async () => {
      await start();
      expect((await post({ ...request, phone: "+1 512 555 0171" })).status).toBe(202);
      const again = await post({ ...request, phone: "+15125550171" });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(86_000);
      expect(await again.json()).toMatchObject({ error: { code: "demo-call-number-limit" } });
    });

    it("calls only the listed countries' mobiles and landlines, and stores and calls nothing else", async () => {
      await start();
      const before = await database.db.select().from(demoCalls);
      // Cuba, Somalia, North Korea, Iridium, Inmarsat, Jamaica (NANP), Guernsey (+44).
      for (const phone of [
        "+53 5 234 5678",
        "+252 61 234 5678",
        "+850 2 123 456",
        "+881 631 234 567",
        "+870 773 111 111",
        "+1 876 555 1234",
        "+44 7911 123456",
      ]) {
        const res = await post({ ...request, phone });
        const body = (await res.json()) as {
          error: { code: string; fields: Record<string, string> };
        };
        if (res.status === 422 && body.error.fields.phone === demoCallMessages.phone.invalid)
          continue;
        expect(res.status, phone).toBe(422);
        expect(body.error.code).toBe("invalid");
        expect(body.error.fields.phone, phone).toMatch(
          /only call mobile and landline numbers in United States, Canada, United Kingdom, Australia or India/,
        );
      }
      expect(await database.db.select().from(demoCalls)).toHaveLength(before.length);
      expect(callRequests()).toHaveLength(0);
    });

    it("refuses a call outside the calling hours at the number's local time, saying when it can", async () => {
      // An hour-long window two hours from now in Austin, so now is outside it.
      const { start: opens, end: closes } = closedCallingHours("America/Chicago");
      await start({ hours: { start: opens, end: closes } });
      const before = await database.db.select().from(demoCalls);
      const res = await post(request);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("demo-call-outside-hours");
      expect(body.error.message).toMatch(
        /^We only call between \d\d:\d\d and \d\d:\d\d .*\(Chicago time\)/,
      );
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3600);
      expect(retryAfter).toBeLessThanOrEqual(3 * 3600);
      expect(await database.db.select().from(demoCalls)).toHaveLength(before.length);
      expect(callRequests()).toHaveLength(0);
    });

    it("keeps a do-not-call list staff manage, and never calls a number on it", async () => {
      await start();
      const asAdmin = (method: string, path: string, body?: unknown) =>
        api.app.request(path, {
          method,
          headers: { authorization: ADMIN_TOKEN, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const added = await asAdmin("POST", "/v1/do-not-call", { phone: "+1 (512) 555-0177" });
      expect(added.status).toBe(201);
      const entry = (await added.json()) as { id: string; hint: string; source: string };
      expect(entry).toMatchObject({ hint: "+1 ••• 77", source: "staff", addedBy: STAFF.email });
      expect((await asAdmin("POST", "/v1/do-not-call", { phone: "+15125550177" })).status).toBe(
        200,
      );
      expect((await asAdmin("POST", "/v1/do-not-call", { phone: "555 0177" })).status).toBe(422);

      const refused = await post({ ...request, phone: "+1 512 555 0177" });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        error: {
          code: "demo-call-do-not-call",
          // The visitor's words, as the site shows them: nothing says that the number asked.
          message: demoCallRefusalMessage("demo-call-do-not-call"),
        },
      });
      expect(callRequests()).toHaveLength(0);

      const list = await asAdmin("GET", "/v1/do-not-call");
      expect(list.headers.get("cache-control")).toBe("no-store");
      const text = await list.text();
      expect(text).toContain(entry.id);
      expect(text).not.toMatch(/5550177|555-0177/);
      expect((await api.app.request("/v1/do-not-call")).status).toBe(401);

      expect((await asAdmin("DELETE", `/v1/do-not-call/${entry.id}`)).status).toBe(204);
      expect((await asAdmin("DELETE", `/v1/do-not-call/${entry.id}`)).status).toBe(404);
      expect((await post({ ...request, phone: "+1 512 555 0177" })).status).toBe(202);
    });

    it("adds a number whose call asked not to be called again", async () => {
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0178" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      await post(
        {
          message: {
            type: "end-of-call-report",
            endedReason: "customer-ended-call",
            call: { id: vapiCall?.id },
            artifact: { transcript: "AI: Hi Jane!\nUser: Please don't call me again." },
          },
        },
        "/v1/vapi/events",
        { "x-vapi-secret": SECRET },
      );
      expect((await statusOf(id)).status).toBe("ended");
      const listed = await api.app.request("/v1/do-not-call", {
        headers: { authorization: ADMIN_TOKEN },
      });
      expect(await listed.json()).toMatchObject({
        items: expect.arrayContaining([
          expect.objectContaining({ hint: "+1 ••• 78", source: "call", addedBy: null }),
        ]) as unknown,
      });
      // The next day's request for it is refused.
      const again = await post({ ...request, phone: "+1 512 555 0178" });
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
        "demo-call-do-not-call",
      );
    });

    it("with a Turnstile secret, takes only requests whose token Cloudflare verifies", async () => {
      const turnstile = await startTurnstileStandIn();
      try {
        const withSecret = (secretKey: string) =>
          start({
            turnstile: {
              secretKey,
              verifyUrl: turnstile.url,
              hostnames: ["localhost"],
              checksPerMinute: 100,
            },
          });
        await withSecret(TURNSTILE_TEST_KEYS.secretPasses);
        const before = await database.db.select().from(demoCalls);
        const missing = await post({ ...request, phone: "+1 512 555 0261" });
        expect(missing.status).toBe(403);
        expect(await missing.json()).toMatchObject({ error: { code: "bot-check-failed" } });
        const forged = await post({
          ...request,
          phone: "+1 512 555 0261",
          turnstileToken: "forged",
        });
        expect(forged.status).toBe(403);
        expect(await database.db.select().from(demoCalls)).toHaveLength(before.length);

        const passed = await post({
          ...request,
          phone: "+1 512 555 0261",
          turnstileToken: standInToken("demo-call"),
        });
        expect(passed.status).toBe(202);
        // Verified as siteverify expects: the secret, the token and the client's address.
        expect(turnstile.requests.at(-1)).toEqual({
          secret: TURNSTILE_TEST_KEYS.secretPasses,
          response: standInToken("demo-call"),
          remoteip: expect.stringMatching(/127\.0\.0\.1$/) as unknown,
        });
        await placedAtVapi(((await passed.json()) as { id: string }).id);

        // A spent token, and a Cloudflare that does not answer.
        await placement?.stop();
        await new Promise((resolve) => server?.close(resolve));
        await standIn.stop();
        await withSecret(TURNSTILE_TEST_KEYS.secretSpent);
        const spent = await post({
          ...request,
          phone: "+1 512 555 0262",
          turnstileToken: standInToken("demo-call"),
        });
        expect(spent.status).toBe(403);
      } finally {
        await turnstile.stop();
      }
      const down = await post({
        ...request,
        phone: "+1 512 555 0263",
        turnstileToken: standInToken("demo-call"),
      });
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ error: { code: "bot-check-unavailable" } });
      expect(callRequests()).toHaveLength(0);
    });

    it("refuses a first name our AI should not read out", async () => {
      await start();
      // An address, a sentence for the callee, an instruction for the assistant.
      for (const firstName of [
        "WINNER at evil.example",
        "Jo. Your card is blocked",
        "Ignore all previous",
      ]) {
        const res = await post({ ...request, firstName });
        expect(res.status, firstName).toBe(422);
        expect(await res.json()).toMatchObject({
          error: { code: "invalid", fields: { firstName: demoCallMessages.firstName.invalid } },
        });
      }
      expect(callRequests()).toHaveLength(0);
    });

    it("names only the bad fields, and stores and calls nothing for them or for a bot", async () => {
      await start();
      const bad = await post({ ...request, phone: "+1 900 555 0134", consent: "yes" });
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({
        error: {
          code: "invalid",
          message: expect.any(String) as unknown,
          fields: {
            phone: demoCallMessages.phone.notCallable,
            consent: demoCallMessages.consent.required,
          },
        },
      });

      const before = (await database.db.select().from(inquiries)).length;
      const bot = await post({ ...request, phone: "+1 512 555 0181", company_website: "x" });
      expect(bot.status).toBe(202);
      const answer = (await bot.json()) as { id: string; status: string };
      expect(Object.keys(answer).sort()).toEqual(["id", "status"]);
      expect((await fetch(`${base}/v1/demo-calls/${answer.id}`)).status).toBe(404);
      expect((await database.db.select().from(inquiries)).length).toBe(before);
      expect(callRequests()).toHaveLength(0);
    });

    it("reads no message body without a credential, and at most four unfinished ones from one client", async () => {
      await start();
      const { port } = new URL(base);
      const sockets: Socket[] = [];
      /** Sends Vapi-like headers promising 1 MB and 100 bytes of it; the status line, if any. */
      const partial = async (headers: string) => {
        const socket = connect(Number(port), "127.0.0.1");
        sockets.push(socket);
        let received = "";
        socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
        socket.on("error", () => undefined);
        await new Promise<void>((resolve) => socket.once("connect", resolve));
        socket.write(
          `POST /v1/vapi/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}` +
            `Content-Length: 1000000\r\n\r\n{"message":"${"x".repeat(85)}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        return /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      };
      try {
        // Without a credential: refused at once, while 999,900 bytes are still to come.
        expect(await partial("")).toBe("401");
        expect(await partial("X-Vapi-Secret: wrong\r\n")).toBe("401");
        // A signature is checked against the body, so a fresh one of the right form is read…
        const signed = `X-Timestamp: ${String(Math.floor(Date.now() / 1000))}\r\nX-Signature: ${"ab".repeat(32)}\r\n`;
        for (let i = 0; i < 4; i += 1) expect(await partial(signed)).toBeUndefined();
        // …but a fifth unfinished one from the same client is turned away.
        expect(await partial(signed)).toBe("429");
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    });

    it("takes Vapi's messages only with the secret, acknowledges an unknown call, and reads a long report whole", async () => {
      await start();
      const message = { message: { type: "status-update", status: "ringing", call: { id: "x" } } };
      expect((await post(message, "/v1/vapi/events")).status).toBe(401);
      expect((await post(message, "/v1/vapi/events", { "x-vapi-secret": "wrong" })).status).toBe(
        401,
      );
      const unknown = await post(message, "/v1/vapi/events", { "x-vapi-secret": SECRET });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ received: true, applied: false });

      // A long call's report (here a 600 KB transcript) is read whole.
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0191" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      const transcript = "AI: Hello there.\n".repeat(40_000);
      const reportOf = (summary: string, durationSeconds: number) => ({
        message: {
          type: "end-of-call-report",
          endedReason: "customer-ended-call",
          call: { id: vapiCall?.id },
          durationSeconds,
          analysis: { summary },
          artifact: { transcript },
        },
      });
      const report = await post(reportOf("Booked for 9:30.", 42), "/v1/vapi/events", {
        "x-vapi-secret": SECRET,
      });
      expect(report.status).toBe(200);
      const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      expect(row?.transcript).toHaveLength(transcript.length);

      // Replayed with other words, the ended call's report stands.
      const replay = await post(
        reportOf("Call +1 555 0100 to claim $500", 999),
        "/v1/vapi/events",
        {
          "x-vapi-secret": SECRET,
        },
      );
      expect(await replay.json()).toEqual({ received: true, applied: true });
      expect(await statusOf(id)).toMatchObject({
        status: "ended",
        summary: "Booked for 9:30.",
        durationSeconds: 42,
      });
    });

    it("takes Vapi's HMAC-signed messages, within five minutes of their timestamp", async () => {
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0192" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      const body = JSON.stringify({
        message: { type: "status-update", status: "in-progress", call: { id: vapiCall?.id } },
      });
      const signed = (timestamp: string, text = body) =>
        fetch(`${base}/v1/vapi/events`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-timestamp": timestamp,
            "x-signature": createHmac("sha256", SECRET)
              .update(`${timestamp}.${text}`)
              .digest("hex"),
          },
          body,
        });
      const now = Math.floor(Date.now() / 1000);
      expect((await signed(String(now - 600))).status).toBe(401);
      expect((await signed(String(now), `${body} `)).status).toBe(401);
      const ok = await signed(String(now));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ received: true, applied: true });
      expect((await statusOf(id)).status).toBe("in-progress");
    });

    it("ignores a report's impossible length instead of failing on it", async () => {
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0193" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      const res = await post(
        {
          message: {
            type: "end-of-call-report",
            endedReason: "customer-ended-call",
            call: { id: vapiCall?.id },
            durationSeconds: 99_999_999_999,
            artifact: { transcript: "User: Jane here, call me on +15125550193" },
          },
        },
        "/v1/vapi/events",
        { "x-vapi-secret": SECRET },
      );
      expect(res.status).toBe(200);
      const call = await statusOf(id);
      expect(call.status).toBe("ended");
      expect(call.durationSeconds).toBeUndefined();
    });

    it("answers 503 when phone demos are not configured, and 404 for an unknown call", async () => {
      await start({ vapi: undefined });
      const response = await post(request);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: "demo-calls-not-configured" } });
      expect((await fetch(`${base}/v1/demo-calls/${crypto.randomUUID()}`)).status).toBe(404);
      expect((await fetch(`${base}/v1/demo-calls/not-a-uuid`)).status).toBe(404);
    });
  });
}
