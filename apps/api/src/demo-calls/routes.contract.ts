import { serve, type ServerType } from "@hono/node-server";
import { demoCallConsent } from "@novaline/content";
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
import { demoCallRefusals, demoCalls, inquiries } from "../db/schema.js";
import {
  ADMIN_TOKEN,
  STAFF,
  testApp,
  testDemoCallSettings,
  type TestApp,
  scannedLogger,
} from "../test/harness.js";
import { startDemoCallPlacement } from "./placement.js";
import { createDemoCallRepository } from "./repository.js";
import type { PlacementWorker } from "./placement-worker.js";
import { createDoNotCallRepository } from "../do-not-call/repository.js";
import { keyedHashes } from "./keyed-hash.js";
import { createVapiInbox } from "../vapi-inbox/inbox.js";
import { startVapiInboxWorker, type VapiInboxWorker } from "../vapi-inbox/worker.js";

// "Call me now" end to end inside the API: the public endpoints, the call placed with the Vapi
// stand-in, and the stand-in's server messages coming back to the listening API.

const SECRET = "hook-secret-of-thirty-two-bytes!";
const request = { firstName: "Jane", phone: "+1 512 555 0134", industry: "health", consent: true };

let database: DatabaseHandle;
let standIn: VapiStandIn;
let api: TestApp;
let server: ServerType | undefined;
let placement: PlacementWorker | undefined;
let inboxWorker: VapiInboxWorker | undefined;
let base = "";

/** The API on a free port, placing calls with a fresh stand-in that posts back to it. */
async function start(
  demoCalls: Partial<DemoCallSettings> = {},
  timings = { ringMs: 20, answerMs: 60, talkMs: 120 },
  placementTimings: { giveUpAfterMs?: number } = {},
) {
  // The server listens first: the stand-in needs its address, and the app the stand-in's.
  const current: { app?: TestApp["app"] } = {};
  server = serve({
    fetch: (req, env) => current.app?.fetch(req, env) ?? new Response(null, { status: 503 }),
    port: 0,
    hostname: "127.0.0.1",
    // As src/server.ts runs it.
    serverOptions: { requestTimeout: 30_000, headersTimeout: 15_000 },
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
    per56PerHour: 100,
    per48PerHour: 100,
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
    logger: scannedLogger(),
    leaseMs: 4000,
    // A POST whose outcome is unknown is looked up for 2 s (Vapi's 60 s, scaled down).
    timings: {
      requestTimeoutMs: 2000,
      creationWindowMs: 2000,
      giveUpAfterMs: 120_000,
      ...placementTimings,
    },
    pollMs: 50,
  });
  // The inbox worker, as the server runs it, woken by each message the webhook stores.
  inboxWorker = startVapiInboxWorker({
    inbox: createVapiInbox(database.db),
    demoCalls: createDemoCallRepository(database.db),
    doNotCall: createDoNotCallRepository(database.db, keyedHashes("test-ip-hash")),
    logger: scannedLogger(),
    pollMs: 50,
  });
  api = testApp(
    database,
    // One proxy in front, as in production: the tests' strangers come from many /64s.
    { demoCalls: settings, trustProxy: { kind: "hops", hops: 1 } },
    {
      onDemoCallAdmitted: () => placement?.wake(),
      onVapiMessageStored: () => inboxWorker?.wake(),
    },
  );
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
/** What staff will read of a call's summary (the requester's view never has it). */
const storedSummary = async (id: string) =>
  (await database.db.select().from(demoCalls).where(eq(demoCalls.id, id)))[0]?.summary ?? undefined;
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
    await inboxWorker?.stop();
    inboxWorker = undefined;
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
      const [stored] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      await expect
        .poll(
          async () => {
            const detail = (await (
              await api.get(`/v1/inquiries/${stored?.inquiryId ?? ""}`)
            ).json()) as { call: { status: string; summary: string | null } };
            return [detail.call.status, typeof detail.call.summary];
          },
          { timeout: 5000 },
        )
        .toEqual(["ended", "string"]);
      const ended = await statusOf(id);
      // An answered call: how long it lasted, and no more. The summary (it repeats what the
      // callee said, to whoever typed the number) is for staff only.
      expect(ended).toEqual({ id, status: "ended", durationSeconds: 0 });
      // Never the number, the transcript or the recording.
      expect(JSON.stringify(ended)).not.toMatch(/5550134|summary|booked|transcript|recording|http/);
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
      // The report's lines with their times, and that a recording is kept: never where (the
      // stand-in's address), nor the client's address, hashed or not.
      expect(detail.call).toMatchObject({ hasRecording: true });
      expect(detail.call.transcriptLines).toEqual([
        expect.objectContaining({ speaker: "agent", start: 0, end: 1.6 }),
        expect.objectContaining({ speaker: "visitor", start: 2, end: 3.6 }),
        expect.objectContaining({ speaker: "agent", start: 4 }),
        expect.objectContaining({ speaker: "visitor", start: 6 }),
        expect.objectContaining({ speaker: "agent", start: 8, end: 9.6 }),
      ]);
      expect(detail.call).not.toHaveProperty("ipHash");
      expect(detail.call).not.toHaveProperty("recordingUrl");
      expect(JSON.stringify(detail)).not.toContain("127.0.0.1");
      expect(standIn.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    });

    it("a busy number ends failed, told as any call that reached nobody", async () => {
      await start();
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0001" })).json()) as {
        id: string;
      };
      await expect
        .poll(() => statusOf(id).then((call) => call.status), { timeout: 5000 })
        .toBe("failed");
      const failed = await statusOf(id);
      // Busy, unanswered, unreachable or never placed read alike: nothing tells a live number.
      expect(failed).toEqual({ id, status: "failed", failure: "not-reached" });
    });

    it("tells the requester 'we could not confirm the call' when Vapi never answered, not a reason it cannot know", async () => {
      await start({}, undefined, { giveUpAfterMs: 1500 });
      standIn.failNext(503, 1000);
      standIn.failListNext(500, 1000);
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0003" })).json()) as {
        id: string;
      };
      await expect
        .poll(() => statusOf(id), { timeout: 8000 })
        .toEqual({ id, status: "failed", failure: "not-confirmed" });
    });

    it("tells the requester that a call is ringing no sooner than that it is being placed", async () => {
      await start({}, { ringMs: 20, answerMs: 60_000, talkMs: 1000 });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0135" })).json()) as {
        id: string;
      };
      await expect
        .poll(async () => {
          const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
          return row?.status;
        })
        .toBe("ringing");
      // A phone that rings says so itself; whoever typed someone else's number learns nothing.
      expect(await statusOf(id)).toEqual({ id, status: "queued" });
    });

    it("when Vapi fails for a moment, places the call on a later try, once, after looking for it over the creation window", async () => {
      await start();
      standIn.failNext(503, 2);
      const response = await post({ ...request, phone: "+1 512 555 0161" });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };
      await expect
        .poll(() => statusOf(id).then((call) => call.status), { timeout: 15_000 })
        .toBe("ended");
      expect(standIn.calls.size).toBe(1);
      const posts = callRequests().filter((r) => r.method === "POST");
      expect(posts).toHaveLength(3);
      // A 503 may come after Vapi created the call: before each later try, it asked Vapi whether
      // the failed request had, once the 2 s window had passed.
      for (const [previous, next] of [posts.slice(0, 2), posts.slice(1, 3)]) {
        const askedAfterWindow = callRequests().filter(
          (r) =>
            r.method === "GET" &&
            r.receivedAt >= (previous?.receivedAt ?? 0) + 2000 &&
            r.receivedAt <= (next?.receivedAt ?? 0),
        );
        expect(askedAfterWindow.length).toBeGreaterThan(0);
      }
    });

    it("answers a request for a number called today, or on the do-not-call list, as any other, and never calls it", async () => {
      await start({ suppressedFailureDelayMs: [1500, 1500] });
      const asAdmin = (method: string, path: string, body?: unknown) =>
        api.app.request(path, {
          method,
          headers: { authorization: ADMIN_TOKEN, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      expect((await asAdmin("POST", "/v1/do-not-call", { phone: "+1 512 555 0172" })).status).toBe(
        201,
      );
      /** What a requester can see of an answer: its status, headers (not the date) and body. */
      const seen = async (response: Response) => {
        const body = (await response.json()) as Record<string, unknown>;
        return {
          status: response.status,
          headers: [...response.headers.keys()].filter((name) => name !== "date").sort(),
          retryAfter: response.headers.get("retry-after"),
          location: response.headers.get("location") === `/v1/demo-calls/${String(body.id)}`,
          body: { ...body, id: typeof body.id },
        };
      };
      const placed = await post({ ...request, phone: "+1 512 555 0171" });
      const placedSeen = await seen(placed);
      expect(placedSeen).toMatchObject({
        status: 202,
        retryAfter: null,
        location: true,
        body: { id: "string", status: "queued" },
      });
      await expect.poll(() => callRequests().length).toBe(1);

      // The same number from elsewhere, and a listed number: the same answer, word for word.
      const requests = [
        post({ ...request, phone: "+15125550171" }, "/v1/demo-calls", {
          "x-forwarded-for": "198.51.100.7",
        }),
        post({ ...request, phone: "+1 512 555 0172" }),
      ];
      const ids: string[] = [];
      for (const response of await Promise.all(requests)) {
        ids.push(((await response.clone().json()) as { id: string }).id);
        expect(await seen(response)).toEqual(placedSeen);
      }
      // Queued at first, as a call being placed…
      for (const id of ids) expect(await statusOf(id)).toEqual({ id, status: "queued" });
      // …then, about when a call nobody answers would, failed as any call that reached nobody.
      for (const id of ids) {
        await expect
          .poll(() => statusOf(id), { timeout: 5000 })
          .toEqual({ id, status: "failed", failure: "not-reached" });
      }
      // Neither was placed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(callRequests().filter((r) => r.method === "POST")).toHaveLength(1);
    });

    it("counts every request past the bot check against its address's /64, /56 and /48, refused or not, before it looks at the number", async () => {
      await start({ perIpPerHour: 3, per56PerHour: 5, per48PerHour: 7 });
      const from = (address: string, phone: string) =>
        post({ ...request, phone }, "/v1/demo-calls", { "x-forwarded-for": address });
      await api.app.request("/v1/do-not-call", {
        method: "POST",
        headers: { authorization: ADMIN_TOKEN, "content-type": "application/json" },
        body: JSON.stringify({ phone: "+1 512 555 0279" }),
      });
      // One /64: a listed number, a country we do not call, a number called: three requests.
      expect((await from("2001:db8:1:100::1", "+1 512 555 0279")).status).toBe(202);
      expect((await from("2001:db8:1:100::2", "+252 61 234 5678")).status).toBe(422);
      expect((await from("2001:db8:1:100::3", "+1 512 555 0271")).status).toBe(202);
      // The fourth is refused whatever its number (this one is listed): it says nothing of it.
      const fourth = await from("2001:db8:1:100::4", "+1 512 555 0279");
      expect(fourth.status).toBe(429);
      expect(await fourth.json()).toMatchObject({ error: { code: "demo-call-ip-limit" } });
      const retryAfter = Number(fourth.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Other /64s of the same /56 (which has had four): one more, then refused.
      expect((await from("2001:db8:1:101::1", "+1 512 555 0272")).status).toBe(202);
      expect((await from("2001:db8:1:102::1", "+1 512 555 0273")).status).toBe(429);
      // Another /56 of the same /48 (which has had six): one more, then refused.
      expect((await from("2001:db8:1:200::1", "+1 512 555 0274")).status).toBe(202);
      expect((await from("2001:db8:1:300::1", "+1 512 555 0275")).status).toBe(429);
      // Another /48, and an IPv4 address, are not held back.
      expect((await from("2001:db8:2::1", "+1 512 555 0276")).status).toBe(202);
      expect((await from("198.51.100.9", "+1 512 555 0277")).status).toBe(202);
      // The listed number was never called.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const called = callRequests()
        .filter((r) => r.method === "POST")
        .map((r) => (r.body as { customer: { number: string } }).customer.number);
      expect(called).not.toContain("+15125550279");
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
      // Counted for the dashboard, as nothing else is stored.
      const refusals = await database.db
        .select()
        .from(demoCallRefusals)
        .where(eq(demoCallRefusals.reason, "hours"));
      expect(refusals.reduce((sum, row) => sum + row.count, 0)).toBe(1);
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

      // Answered as any request (see above), and never called.
      const unplaced = await post({ ...request, phone: "+1 512 555 0177" });
      expect(unplaced.status).toBe(202);
      const { id: unplacedId } = (await unplaced.json()) as { id: string };
      await expect
        .poll(() => statusOf(unplacedId))
        .toEqual({ id: unplacedId, status: "failed", failure: "not-reached" });
      expect(callRequests()).toHaveLength(0);

      const list = await asAdmin("GET", "/v1/do-not-call");
      expect(list.headers.get("cache-control")).toBe("no-store");
      const text = await list.text();
      expect(text).toContain(entry.id);
      expect(text).not.toMatch(/5550177|555-0177/);
      expect((await api.app.request("/v1/do-not-call")).status).toBe(401);

      expect((await asAdmin("DELETE", `/v1/do-not-call/${entry.id}`)).status).toBe(204);
      expect((await asAdmin("DELETE", `/v1/do-not-call/${entry.id}`)).status).toBe(404);
      // Off the list, it is called (the request above was never placed, so it used up nothing).
      expect((await post({ ...request, phone: "+1 512 555 0177" })).status).toBe(202);
      await expect.poll(() => callRequests().length).toBe(1);
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
      await expect.poll(() => statusOf(id).then((call) => call.status)).toBe("ended");
      await expect
        .poll(async () => JSON.stringify(await (await api.get("/v1/do-not-call")).json()))
        .toContain("+1 ••• 78");
      const listed = await api.app.request("/v1/do-not-call", {
        headers: { authorization: ADMIN_TOKEN },
      });
      expect(await listed.json()).toMatchObject({
        items: expect.arrayContaining([
          expect.objectContaining({ hint: "+1 ••• 78", source: "call", addedBy: null }),
        ]) as unknown,
      });
      // A request for it now is answered as any other, and never placed.
      const again = await post({ ...request, phone: "+1 512 555 0178" });
      expect(again.status).toBe(202);
      const { id: againId } = (await again.json()) as { id: string };
      const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, againId));
      expect(row).toMatchObject({ suppressed: "do-not-call", placement: "done", vapiCallId: null });
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

    it("reads no message body without a credential, four signed ones per client at a time, and cuts a trickled one off", async () => {
      await start();
      const { port } = new URL(base);
      const sockets: Socket[] = [];
      /**
       * Sends Vapi-like headers promising 1 MB and 100 bytes of it; the status line of an answer
       * within `waitMs`, if any.
       */
      const partial = async (headers: string, waitMs = 2000) => {
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
        const until = Date.now() + waitMs;
        while (!/^HTTP\/1\.1 \d{3}/.test(received) && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      };
      try {
        // Without a credential: refused at once, while 999,900 bytes are still to come.
        expect(await partial("")).toBe("401");
        expect(await partial("X-Vapi-Secret: wrong\r\n")).toBe("401");
        expect(await partial("Authorization: Bearer wrong\r\n")).toBe("401");
        // A signature is checked against the body, so a fresh one of the right form is read…
        const signed = `X-Timestamp: ${String(Math.floor(Date.now() / 1000))}\r\nX-Signature: ${"ab".repeat(32)}\r\n`;
        const started = Date.now();
        const first = partial(signed, 5000);
        // …four at a time from a client…
        const others = Array.from({ length: 3 }, () => partial(signed, 5000));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await partial(signed)).toBe("429");
        // …and one that stops coming is cut off within a couple of seconds, not 30.
        expect(await first).toBe("400");
        expect(await Promise.all(others)).toEqual(["400", "400", "400"]);
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    });

    it("applies Vapi's message within a second while sixteen strangers trickle signed bodies", async () => {
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0194" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      await expect.poll(() => statusOf(id).then((call) => call.status)).toBe("in-progress");
      const { port } = new URL(base);
      const sockets: Socket[] = [];
      const timers: NodeJS.Timeout[] = [];
      try {
        // Four sockets from each of four IPv6 /64s, each with signature headers of the right
        // form and a fresh timestamp, announcing 4 MB and sending a byte a second.
        for (let block = 0; block < 4; block += 1) {
          for (let n = 0; n < 4; n += 1) {
            const socket = connect(Number(port), "127.0.0.1");
            sockets.push(socket);
            socket.on("error", () => undefined);
            await new Promise<void>((resolve) => socket.once("connect", resolve));
            socket.write(
              "POST /v1/vapi/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
                `X-Forwarded-For: 2001:db8:${String(block + 1)}::${String(n + 1)}\r\n` +
                `X-Timestamp: ${String(Math.floor(Date.now() / 1000))}\r\nX-Signature: ${"ab".repeat(32)}\r\n` +
                "Content-Length: 4000000\r\n\r\n{",
            );
            timers.push(setInterval(() => socket.write("x"), 1000));
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 500));

        // Vapi's report, with the secret, sent again (as a retrying sender would) until taken.
        const started = Date.now();
        const report = {
          message: {
            type: "end-of-call-report",
            endedReason: "customer-ended-call",
            call: { id: vapiCall?.id },
            analysis: { summary: "Booked while strangers trickled." },
          },
        };
        let answer = await post(report, "/v1/vapi/events", { "x-vapi-secret": SECRET });
        while (answer.status !== 200 && Date.now() - started < 70_000) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          answer = await post(report, "/v1/vapi/events", { "x-vapi-secret": SECRET });
        }
        await expect
          .poll(() => storedSummary(id), { timeout: 70_000, interval: 50 })
          .toBe("Booked while strangers trickled.");
        const waited = Date.now() - started;
        console.info(`a genuine webhook applied ${String(waited)} ms after it was first sent`);
        expect(waited).toBeLessThan(1000);
      } finally {
        for (const timer of timers) clearInterval(timer);
        for (const socket of sockets) socket.destroy();
      }
    }, 120_000);

    it("takes Vapi's messages only with the secret, acknowledges an unknown call, and reads a long report whole", async () => {
      // The call stays in progress until the test's own report ends it.
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const message = { message: { type: "status-update", status: "ringing", call: { id: "x" } } };
      expect((await post(message, "/v1/vapi/events")).status).toBe(401);
      expect((await post(message, "/v1/vapi/events", { "x-vapi-secret": "wrong" })).status).toBe(
        401,
      );
      const unknown = await post(message, "/v1/vapi/events", { "x-vapi-secret": SECRET });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ received: true });

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
      // Vapi's bearer credential carries the same secret.
      const report = await post(reportOf("Booked for 9:30.", 42), "/v1/vapi/events", {
        authorization: `Bearer ${SECRET}`,
      });
      expect(report.status).toBe(200);
      await expect
        .poll(async () => {
          const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
          return row?.transcript?.length;
        })
        .toBe(transcript.length);

      // Replayed with other words, the ended call's report stands.
      const replay = await post(
        reportOf("Call +1 555 0100 to claim $500", 999),
        "/v1/vapi/events",
        {
          "x-vapi-secret": SECRET,
        },
      );
      expect(await replay.json()).toEqual({ received: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await statusOf(id)).toEqual({ id, status: "ended", durationSeconds: 42 });
      const [kept] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      expect(kept?.summary).toBe("Booked for 9:30.");
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
      expect(await ok.json()).toEqual({ received: true });
      await expect.poll(() => statusOf(id).then((call) => call.status)).toBe("in-progress");
    });

    it("applies a signed message once: a replay within its five minutes changes nothing", async () => {
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const asAdmin = (method: string, path: string) =>
        api.app.request(path, { method, headers: { authorization: ADMIN_TOKEN } });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0195" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      const body = JSON.stringify({
        message: {
          type: "end-of-call-report",
          endedReason: "customer-ended-call",
          call: { id: vapiCall?.id },
          artifact: { transcript: "AI: Hi Jane!\nUser: Please don't call me again." },
        },
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const send = () =>
        fetch(`${base}/v1/vapi/events`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-timestamp": timestamp,
            "x-signature": createHmac("sha256", SECRET)
              .update(`${timestamp}.${body}`)
              .digest("hex"),
          },
          body,
        });
      const listed = async () =>
        (
          (await (await asAdmin("GET", "/v1/do-not-call")).json()) as {
            items: { id: string; hint: string }[];
          }
        ).items.filter((item) => item.hint === "+1 ••• 95");
      expect((await send()).status).toBe(200);
      await expect.poll(async () => (await listed()).length).toBe(1);
      // Staff take the number off the list; the captured message, sent again, does not put it back.
      const [entry] = await listed();
      expect((await asAdmin("DELETE", `/v1/do-not-call/${entry?.id ?? ""}`)).status).toBe(204);
      const replay = await send();
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ received: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await listed()).toHaveLength(0);
    });

    it("follows a call whose messages come before Vapi's POST /call answers, by our id", async () => {
      await start();
      // Vapi creates the call at once (it rings, is answered and ends) but answers after 1.5 s.
      standIn.delayNext(1500);
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0196" })).json()) as {
        id: string;
      };
      await expect
        .poll(async () => [(await statusOf(id)).status, typeof (await storedSummary(id))], {
          timeout: 10_000,
        })
        .toEqual(["ended", "string"]);
      const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      expect(row?.vapiCallId).toBe([...standIn.calls.values()].find((c) => c.name === id)?.id);
      expect(standIn.calls.size).toBe(1);
    });

    it("keeps a message about a call not known yet, and applies it once the call is", async () => {
      await start({}, { ringMs: 20, answerMs: 60, talkMs: 60_000 });
      const { id } = (await (await post({ ...request, phone: "+1 512 555 0197" })).json()) as {
        id: string;
      };
      const vapiCall = await placedAtVapi(id);
      // A message that names only a Vapi id nobody has yet…
      const later = crypto.randomUUID();
      const message = {
        message: {
          type: "end-of-call-report",
          endedReason: "customer-ended-call",
          call: { id: later },
          analysis: { summary: "Kept until its call was known." },
        },
      };
      expect((await post(message, "/v1/vapi/events", { "x-vapi-secret": SECRET })).status).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await storedSummary(id)).toBeUndefined();
      // …is applied once a call has that id (as when Vapi's late answer is stored).
      await database.db.update(demoCalls).set({ vapiCallId: later }).where(eq(demoCalls.id, id));
      await expect
        .poll(() => storedSummary(id), { timeout: 10_000 })
        .toBe("Kept until its call was known.");
      expect(vapiCall?.id).not.toBe(later);
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
      await expect.poll(() => statusOf(id).then((call) => call.status)).toBe("ended");
      expect((await statusOf(id)).durationSeconds).toBeUndefined();
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
