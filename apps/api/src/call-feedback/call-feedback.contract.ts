// `POST /v1/call-feedback`, run against each database (see call-feedback.*.test.ts): a visitor's
// rating of a browser call, stored only for a call Vapi (here its stand-in) shows as ours.
import { CALL_FEEDBACK_LIMITS, callFeedbackMessages as m } from "@novaline/inquiry";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import type { DemoCallSettings } from "../config.js";
import type { DatabaseHandle } from "../db/client.js";
import { callFeedback, rateLimits } from "../db/schema.js";
import { createVapiClient } from "../demo-calls/vapi-client.js";
import { scannedLogger, testApp, testDemoCallSettings, type TestApp } from "../test/harness.js";
import { createCallFeedbackRepository } from "./repository.js";
import {
  CALL_FEEDBACK_LIMITS_PER_MINUTE,
  CALL_FEEDBACK_REPLACE_WINDOW_MS,
  callFeedbackRoutes,
} from "./routes.js";

type Json = Record<string, unknown>;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Json } }).error;

/** Words the tests' log scan looks for (src/test/personal-values.ts): a visitor's own. */
const PERSONAL_COMMENT = "Jane Cooper here: it booked me in, but we miss calls at lunch.";

export function describeCallFeedbackContract(
  driver: string,
  open: () => Promise<DatabaseHandle>,
): void {
  describe(`call feedback on ${driver}`, () => {
    let database: DatabaseHandle;
    let vapi: VapiStandIn;
    let api: TestApp;

    const settingsWith = (baseUrl: string): DemoCallSettings => ({
      ...testDemoCallSettings,
      vapi: {
        baseUrl,
        privateKey: "vapi-private",
        phoneNumberId: "number-1",
        assistantId: "assistant-demo",
        webhookSecret: "hook-secret-of-thirty-two-bytes!",
      },
    });

    beforeAll(async () => {
      database = await open();
      vapi = await startVapiStandIn({ apiKey: "vapi-private" });
      api = testApp(database, { demoCalls: settingsWith(vapi.url) });
    });
    afterAll(async () => {
      await vapi.stop();
      await database.close();
    });

    /** A client address no other test uses, so that each test has its own rate-limit count. */
    const freshAddress = () =>
      `10.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}`;

    /** POSTs `body` (JSON-encoded unless a string) from `address`. */
    const post = (
      body: unknown,
      {
        app = api,
        address = freshAddress(),
        headers = {},
      }: { app?: TestApp; address?: string; headers?: Record<string, string> } = {},
    ) =>
      Promise.resolve(
        app.app.request(
          "/v1/call-feedback",
          {
            method: "POST",
            headers: { "content-type": "application/json", ...headers },
            body: typeof body === "string" ? body : JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: address } } },
        ),
      );
    const stored = async (callId: string) =>
      (await database.db.select().from(callFeedback).where(eq(callFeedback.callId, callId)))[0];
    const lookups = (callId: string) =>
      vapi.requests.filter((request) => request.path === `/call/${callId}`);

    it("stores a rating and the comment, trimmed, for a browser call Vapi shows as ours", async () => {
      const call = vapi.addWebCall();
      const res = await post({ callId: call.id, rating: 5, comment: `  ${PERSONAL_COMMENT}\n` });
      expect(res.status).toBe(201);
      const receipt = (await res.json()) as Json;
      expect(receipt).toEqual({ callId: call.id, receivedAt: expect.any(String) as unknown });
      expect(await stored(call.id)).toMatchObject({
        rating: 5,
        comment: PERSONAL_COMMENT,
        updatedAt: null,
      });
      // Asked once, with the private key, about that call only.
      expect(lookups(call.id)).toMatchObject([
        { method: "GET", authorization: "Bearer vapi-private" },
      ]);
      // The visitor's words reach no log line (the run's scan checks every line too).
      expect(api.logs.join("\n")).not.toContain("miss calls");
    });

    it("takes an id in any letter case as the same call, and a rating without a comment", async () => {
      const call = vapi.addWebCall();
      const res = await post({ callId: call.id.toUpperCase(), rating: 3 });
      expect(res.status).toBe(201);
      expect(await stored(call.id)).toMatchObject({ rating: 3, comment: null });
    });

    it("replaces a call's feedback sent moments before, then keeps it: 409 after the window", async () => {
      const call = vapi.addWebCall();
      const address = freshAddress();
      expect((await post({ callId: call.id, rating: 2 }, { address })).status).toBe(201);
      const again = await post(
        { callId: call.id, rating: 4, comment: "Better on second thought" },
        { address },
      );
      expect(again.status).toBe(200);
      expect(await stored(call.id)).toMatchObject({
        rating: 4,
        comment: "Better on second thought",
        updatedAt: expect.any(Date) as unknown,
      });
      // Feedback stored proves the call: Vapi is not asked again.
      expect(lookups(call.id)).toHaveLength(1);

      // Once the window since the first post has passed, the feedback stays as it is.
      await database.db
        .update(callFeedback)
        .set({ createdAt: new Date(Date.now() - CALL_FEEDBACK_REPLACE_WINDOW_MS - 1000) })
        .where(eq(callFeedback.callId, call.id));
      const late = await post({ callId: call.id, rating: 1 }, { address });
      expect(late.status).toBe(409);
      expect((await errorOf(late)).code).toBe("call-feedback-exists");
      expect(await stored(call.id)).toMatchObject({ rating: 4 });
    });

    it("two posts at once for a new call store one row", async () => {
      const call = vapi.addWebCall();
      const answers = await Promise.all([
        post({ callId: call.id, rating: 5 }),
        post({ callId: call.id, rating: 4 }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
      const rows = await database.db
        .select()
        .from(callFeedback)
        .where(eq(callFeedback.callId, call.id));
      expect(rows).toHaveLength(1);
    });

    it("stores nothing for a call Vapi does not have, a phone call or a browser call older than a day", async () => {
      const unknown = randomUUID();
      const phone = await fetch(`${vapi.url}/call`, {
        method: "POST",
        headers: { authorization: "Bearer vapi-private", "content-type": "application/json" },
        body: JSON.stringify({
          assistantId: "assistant-demo",
          phoneNumberId: "number-1",
          customer: { number: "+15125550134" },
        }),
      });
      const phoneCall = (await phone.json()) as { id: string };
      const old = vapi.addWebCall({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
      for (const callId of [unknown, phoneCall.id, old.id]) {
        const res = await post({ callId, rating: 5 });
        expect(res.status, callId).toBe(404);
        expect((await errorOf(res)).code).toBe("not-found");
        expect(await stored(callId)).toBeUndefined();
      }
    });

    it("answers 422 naming each bad or unknown field, before asking Vapi anything", async () => {
      const call = vapi.addWebCall();
      const res = await post({
        callId: call.id,
        rating: 6,
        comment: "x".repeat(CALL_FEEDBACK_LIMITS.comment + 1),
        email: "jane@clinic.com",
      });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({
        rating: m.rating.invalid,
        comment: m.comment.tooLong,
        email: m.unknown,
      });
      const missing = await post({ callId: "call-1" });
      expect((await errorOf(missing)).fields).toEqual({
        callId: m.callId.invalid,
        rating: m.rating.required,
      });
      expect(lookups(call.id)).toEqual([]);
      expect(await stored(call.id)).toBeUndefined();
    });

    it("takes JSON only, at most 16 KB of it", async () => {
      const call = vapi.addWebCall();
      const text = await post(`callId=${call.id}&rating=5`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(text.status).toBe(415);
      expect((await post("{")).status).toBe(400);
      const large = await post({ callId: call.id, rating: 5, comment: "x".repeat(17_000) });
      expect(large.status).toBe(413);
      expect((await errorOf(large)).code).toBe("payload-too-large");
      expect(await stored(call.id)).toBeUndefined();
    });

    it("answers 429 with Retry-After past the posts per minute of one address, bad ones counted", async () => {
      const address = freshAddress();
      const { perMinute } = CALL_FEEDBACK_LIMITS_PER_MINUTE;
      for (let i = 0; i < perMinute; i++) {
        expect((await post({ callId: randomUUID(), rating: 9 }, { address })).status).toBe(422);
      }
      const call = vapi.addWebCall();
      const refused = await post({ callId: call.id, rating: 5 }, { address });
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).code).toBe("rate-limited");
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Neither Vapi nor the table saw the refused post; another address has its own count.
      expect(lookups(call.id)).toEqual([]);
      expect((await post({ callId: call.id, rating: 5 })).status).toBe(201);
    });

    it("answers 503 with Retry-After when Vapi cannot be asked, and stores nothing", async () => {
      const down = await startVapiStandIn({ apiKey: "vapi-private" });
      await down.stop();
      const unreachable = testApp(database, { demoCalls: settingsWith(down.url) });
      const callId = randomUUID();
      const res = await post({ callId, rating: 5 }, { app: unreachable });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).code).toBe("unavailable");
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await stored(callId)).toBeUndefined();
    });

    it("asks Vapi about at most so many calls a minute from all clients together", async () => {
      await database.db.delete(rateLimits).where(eq(rateLimits.key, "call-feedback:vapi-lookups"));
      const capped = callFeedbackRoutes({
        repository: createCallFeedbackRepository(database.db),
        calls: createVapiClient({ baseUrl: vapi.url, privateKey: "vapi-private" }),
        db: database.db,
        addressOf: freshAddress, // a new client each time: only the shared cap counts
        lookupsPerMinute: 2,
        logger: scannedLogger(),
      });
      const postTo = (body: unknown) =>
        Promise.resolve(
          capped.request("/v1/call-feedback", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
        );
      const [first, second, third] = [vapi.addWebCall(), vapi.addWebCall(), vapi.addWebCall()];
      expect((await postTo({ callId: first.id, rating: 5 })).status).toBe(201);
      expect((await postTo({ callId: second.id, rating: 5 })).status).toBe(201);
      const refused = await postTo({ callId: third.id, rating: 5 });
      expect(refused.status).toBe(503);
      expect((await errorOf(refused)).code).toBe("unavailable");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(lookups(third.id)).toEqual([]);
      // Feedback on a call already known needs no lookup, so it still goes through.
      expect((await postTo({ callId: first.id, rating: 4 })).status).toBe(200);
    });

    it("answers 503 call-feedback-not-configured on a copy without Vapi", async () => {
      const withoutVapi = testApp(database);
      const res = await post({ callId: randomUUID(), rating: 5 }, { app: withoutVapi });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).code).toBe("call-feedback-not-configured");
    });

    it("lets the site's origin post it (CORS preflight)", async () => {
      const res = await api.app.request("/v1/call-feedback", {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:5173",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    });

    it("purges the feedback first received before the cutoff, and only that", async () => {
      const repository = createCallFeedbackRepository(database.db);
      const oldId = randomUUID();
      const newId = randomUUID();
      await database.db.insert(callFeedback).values([
        { callId: oldId, rating: 2, comment: "old", createdAt: new Date("2026-01-01T00:00:00Z") },
        { callId: newId, rating: 4, createdAt: new Date() },
      ]);
      expect(await repository.purgeOlderThan(new Date("2026-02-01T00:00:00Z"))).toBe(1);
      expect(await stored(oldId)).toBeUndefined();
      expect(await stored(newId)).toMatchObject({ rating: 4 });
    });

    it("refuses a rating outside 1–5 in the database too", async () => {
      await expect(
        database.db
          .insert(callFeedback)
          .values({ callId: randomUUID(), rating: 0, createdAt: new Date() }),
      ).rejects.toThrow();
    });
  });
}
