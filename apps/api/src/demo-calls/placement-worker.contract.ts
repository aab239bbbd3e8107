import { demoCallRequestSchema } from "@novaline/inquiry/demo-call";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import type { DatabaseHandle } from "../db/client.js";
import { demoCalls } from "../db/schema.js";
import { scannedLogger } from "../test/harness.js";
import { startPlacementWorker, type PlacementWorker } from "./placement-worker.js";
import { createDemoCallRepository } from "./repository.js";
import { createVapiClient } from "./vapi-client.js";

// The worker that places admitted calls, against the Vapi stand-in and a real database.

let database: DatabaseHandle;
let standIn: VapiStandIn | undefined;
let worker: PlacementWorker | undefined;
/** The placement worker, on the database `open` makes. */
export function describePlacementWorker(open: () => Promise<DatabaseHandle>) {
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await worker?.stop(0);
    worker = undefined;
    await standIn?.stop();
    standIn = undefined;
    // Each test's calls are its own.
    await database.db.update(demoCalls).set({ placement: "done" });
  });

  const limits = {
    perDay: 0,
    perMinute: 0,
    perCountryPerDay: 0,
    perNumberPerDay: 0,
    perIpPerHour: 0,
  };

  async function admit(phone: string) {
    const result = await createDemoCallRepository(database.db).admit(
      {
        request: demoCallRequestSchema.parse({
          firstName: "Jane",
          phone,
          industry: "health",
          consent: true,
        }),
        ipHash: "ip",
        consentVersion: "v1",
        numberHash: "test-number-hash",
      },
      limits,
    );
    if (!result.ok) throw new Error(result.refusal.code);
    return result.call;
  }

  interface StartOptions {
    key?: string;
    giveUpAfterMs?: number;
    /** One request to Vapi. @defaultValue 5000 */
    timeoutMs?: number;
    /** Vapi's worst creation delay. @defaultValue 3000 */
    creationWindowMs?: number;
    /** @defaultValue 50 */
    retryBaseMs?: number;
  }

  async function start(options: StartOptions = {}) {
    standIn = await startVapiStandIn({ apiKey: "vapi-private", timings: { ringMs: 60_000 } });
    const logs: string[] = [];
    // Well above the 700 ms answer below: beside the browser suites on two cores, a 1 s limit
    // timed the placement out (then it is looked up, not recorded at once) once.
    const timeoutMs = options.timeoutMs ?? 5000;
    worker = startPlacementWorker({
      repository: createDemoCallRepository(database.db),
      client: createVapiClient({
        baseUrl: standIn.url,
        privateKey: options.key ?? "vapi-private",
        timeoutMs,
      }),
      vapi: { assistantId: "assistant-demo", phoneNumberId: "number-1" },
      maxDurationSeconds: 240,
      logger: scannedLogger(logs),
      // A lookup and a POST fit in one lease, as in the server (a request: half of it at most).
      leaseMs: Math.max(2000, 2 * timeoutMs + 500),
      pollMs: 50,
      retryBaseMs: options.retryBaseMs ?? 50,
      creationWindowMs: options.creationWindowMs ?? 3000,
      ...(options.giveUpAfterMs === undefined ? {} : { giveUpAfterMs: options.giveUpAfterMs }),
    });
    return { standIn, logs };
  }

  /** Vapi slower than our time-out, scaled down from 10 s: a 1 s time-out, a 3 s window. */
  const slowVapi: StartOptions = { timeoutMs: 1000, creationWindowMs: 3000, retryBaseMs: 100 };

  const posts = (s: VapiStandIn) =>
    s.requests.filter((r) => r.method === "POST" && r.path === "/call");
  const lookups = (s: VapiStandIn) =>
    s.requests.filter((r) => r.method === "GET" && r.path === "/call");

  const callOf = (id: string) => createDemoCallRepository(database.db).get(id);

  describe("the placement worker", () => {
    it("fails a call Vapi refuses at once, without trying again", async () => {
      const { standIn } = await start({ key: "wrong-key" });
      const call = await admit("+1 512 555 0301");
      await expect.poll(async () => (await callOf(call.id))?.status).toBe("failed");
      expect(await callOf(call.id)).toMatchObject({
        endedReason: "vapi-refused",
        placement: "done",
        placementAttempts: 1,
      });
      expect(standIn.requests.filter((r) => r.path === "/call")).toHaveLength(1);
    });

    it("never repeats a POST that failed ambiguously before Vapi has been asked over the window: given up as not-confirmed", async () => {
      // A 503 may come after Vapi created the call; the window (3 s) outlasts the give-up.
      const { standIn } = await start({ giveUpAfterMs: 600, retryBaseMs: 50 });
      standIn.failNext(503, 1000);
      const call = await admit("+1 512 555 0302");
      await expect
        .poll(async () => (await callOf(call.id))?.status, { timeout: 5000 })
        .toBe("failed");
      expect(await callOf(call.id)).toMatchObject({ endedReason: "not-confirmed" });
      expect(posts(standIn)).toHaveLength(1);
      expect(standIn.calls.size).toBe(0);
    });

    it("stops trying once the call would ring too late when Vapi says it created nothing (429), and never places it", async () => {
      const { standIn } = await start({ giveUpAfterMs: 600 });
      standIn.failNext(429, 1000);
      const call = await admit("+1 512 555 0310");
      await expect
        .poll(async () => (await callOf(call.id))?.status, { timeout: 5000 })
        .toBe("failed");
      expect(await callOf(call.id)).toMatchObject({ endedReason: "vapi-unavailable" });
      expect(standIn.calls.size).toBe(0);
    });

    it("after a 429, which creates nothing, posts again without waiting for the creation window", async () => {
      const { standIn } = await start({ creationWindowMs: 60_000 });
      standIn.failNext(429, 2);
      const call = await admit("+1 512 555 0315");
      await expect.poll(async () => (await callOf(call.id))?.placement).toBe("done");
      const [placed] = [...standIn.calls.values()];
      expect(await callOf(call.id)).toMatchObject({ vapiCallId: placed?.id, status: "queued" });
      expect(posts(standIn)).toHaveLength(3);
      expect(standIn.calls.size).toBe(1);
    });

    it.each([
      // Vapi creates the call as it answers, or a moment before.
      { answerAfterMs: 1200, createAfterMs: 1200 },
      { answerAfterMs: 1400, createAfterMs: 1300 },
    ])(
      "Vapi answering after our time-out (at $answerAfterMs ms, the call created at $createAfterMs ms): one call, found by our id, its id stored",
      async (script) => {
        const { standIn } = await start(slowVapi);
        standIn.scriptNext(script);
        const call = await admit("+1 512 555 0304");
        await expect.poll(async () => (await callOf(call.id))?.placement).toBe("done");
        const [placed, ...others] = [...standIn.calls.values()];
        expect(others).toEqual([]);
        expect(await callOf(call.id)).toMatchObject({ vapiCallId: placed?.id, status: "queued" });
        expect(posts(standIn)).toHaveLength(1);
      },
    );

    it("Vapi answering at 12 s (the call created at once) and at 14 s (created at 13 s), against a 10 s time-out: one call each", async () => {
      // The figures in real time, with the default window and give-up; the two calls are
      // placed side by side (the worker places a batch at once), so the test lasts one of them.
      const { standIn } = await start({
        timeoutMs: 10_000,
        creationWindowMs: 60_000,
        retryBaseMs: 1000,
        giveUpAfterMs: 120_000,
      });
      standIn.scriptNext({ createAfterMs: 0, answerAfterMs: 12_000 });
      standIn.scriptNext({ createAfterMs: 13_000, answerAfterMs: 14_000 });
      const calls = await Promise.all([admit("+1 512 555 0305"), admit("+1 512 555 0316")]);
      for (const call of calls) {
        await expect
          .poll(async () => (await callOf(call.id))?.placement, { timeout: 40_000, interval: 250 })
          .toBe("done");
      }
      expect(standIn.calls.size).toBe(2);
      const rows = await Promise.all(calls.map((call) => callOf(call.id)));
      for (const row of rows) expect(row).toMatchObject({ status: "queued", endedReason: null });
      // Each call holds its own Vapi call's id.
      expect(new Set(rows.map((row) => row?.vapiCallId))).toEqual(new Set(standIn.calls.keys()));
      expect(posts(standIn)).toHaveLength(2);
    }, 60_000);

    it("takes any 2xx with an id as a placed call, even without Vapi's status", async () => {
      const { standIn } = await start(slowVapi);
      standIn.scriptNext({ omit: ["status"] });
      const call = await admit("+1 512 555 0306");
      await expect.poll(async () => (await callOf(call.id))?.placement).toBe("done");
      const [placed] = [...standIn.calls.values()];
      expect(await callOf(call.id)).toMatchObject({
        vapiCallId: placed?.id,
        status: "queued",
        endedReason: null,
      });
      expect(posts(standIn)).toHaveLength(1);
    });

    it("after a 500 (the call created anyway) and a list answering 404, keeps asking and stores the call's id", async () => {
      const { standIn } = await start(slowVapi);
      standIn.scriptNext({ status: 500 });
      standIn.failListNext(404, 2);
      const call = await admit("+1 512 555 0307");
      await expect.poll(async () => (await callOf(call.id))?.placement).toBe("done");
      const [placed] = [...standIn.calls.values()];
      expect(await callOf(call.id)).toMatchObject({ vapiCallId: placed?.id, status: "queued" });
      expect(posts(standIn)).toHaveLength(1);
      expect(lookups(standIn).length).toBeGreaterThanOrEqual(3);
    });

    it("with both of Vapi's endpoints down, gives up at the deadline as not-confirmed, never placing twice", async () => {
      const { standIn } = await start({ ...slowVapi, giveUpAfterMs: 2000 });
      standIn.failNext(503, 1000);
      standIn.failListNext(500, 1000);
      const call = await admit("+1 512 555 0308");
      await expect
        .poll(async () => (await callOf(call.id))?.status, { timeout: 6000 })
        .toBe("failed");
      const row = await callOf(call.id);
      expect(row).toMatchObject({ endedReason: "not-confirmed" });
      // Given up at the deadline, not long after.
      expect((row?.updatedAt?.getTime() ?? 0) - call.createdAt.getTime()).toBeLessThan(4000);
      // Looked up for Vapi's id until the window's end, then left alone; never posted again.
      await expect
        .poll(async () => (await callOf(call.id))?.placement, { timeout: 8000 })
        .toBe("done");
      expect(await callOf(call.id)).toMatchObject({ status: "failed", vapiCallId: null });
      expect(posts(standIn)).toHaveLength(1);
    });

    it("a call whose webhooks already named it (Vapi's id recorded by our id) is placed, never failed or posted again", async () => {
      const { standIn } = await start({ ...slowVapi, giveUpAfterMs: 2000 });
      standIn.failNext(503, 1000);
      standIn.failListNext(500, 1000);
      const call = await admit("+1 512 555 0312");
      await expect.poll(() => posts(standIn).length).toBe(1);
      // Vapi's status update came through the inbox, matched by our id, while its API is down.
      await database.db
        .update(demoCalls)
        .set({ vapiCallId: "vapi-by-webhook", status: "in-progress" })
        .where(eq(demoCalls.id, call.id));
      await expect
        .poll(async () => (await callOf(call.id))?.placement, { timeout: 8000 })
        .toBe("done");
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await callOf(call.id)).toMatchObject({
        status: "in-progress",
        vapiCallId: "vapi-by-webhook",
        endedReason: null,
      });
      expect(posts(standIn)).toHaveLength(1);
    });

    it("given up as not-confirmed, still stores Vapi's id when Vapi creates the call late", async () => {
      // A 500, and the call created 2.5 s later: after the 1.5 s give-up, within the 3 s window.
      const { standIn } = await start({ ...slowVapi, giveUpAfterMs: 1500 });
      standIn.scriptNext({ status: 500, createAfterMs: 2500 });
      const call = await admit("+1 512 555 0313");
      await expect
        .poll(async () => (await callOf(call.id))?.status, { timeout: 5000 })
        .toBe("failed");
      expect(standIn.calls.size).toBe(0);
      await expect.poll(async () => (await callOf(call.id))?.placement).toBe("done");
      const [placed] = [...standIn.calls.values()];
      // The visitor was told we could not confirm it; retention can now delete it at Vapi.
      expect(await callOf(call.id)).toMatchObject({
        status: "failed",
        endedReason: "not-confirmed",
        vapiCallId: placed?.id,
      });
      expect(posts(standIn)).toHaveLength(1);
    });

    it("posts again only once Vapi, asked over the whole window, has no call of ours", async () => {
      const { standIn } = await start({ ...slowVapi, creationWindowMs: 1500 });
      // Answers 503 and creates nothing: after the window, a second POST is safe.
      standIn.failNext(503);
      const call = await admit("+1 512 555 0309");
      await expect.poll(async () => (await callOf(call.id))?.placement).toBe("done");
      const [first, second, ...more] = posts(standIn);
      expect(more).toEqual([]);
      expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1500);
      const [placed] = [...standIn.calls.values()];
      expect(standIn.calls.size).toBe(1);
      expect(await callOf(call.id)).toMatchObject({ vapiCallId: placed?.id, status: "queued" });
    });

    it("a call given up is never placed later, even by a worker holding an old claim", async () => {
      const repository = createDemoCallRepository(database.db);
      const timings = { giveUpAfterMs: 120_000, creationWindowMs: 60_000 };
      // Too late: the statement that would place refuses, whoever holds the call.
      const late = await admit("+1 512 555 0311");
      await database.db
        .update(demoCalls)
        .set({ createdAt: new Date(Date.now() - 180_000) })
        .where(eq(demoCalls.id, late.id));
      const [lateHeld] = await repository.claimPlacements(5, 60_000);
      if (!lateHeld) throw new Error("not claimed");
      expect(await repository.beginPost(lateHeld, timings)).toBeUndefined();
      await repository.failPlacement(lateHeld, "vapi-unavailable");

      // A claim taken over: only the new holder may post, once, and not again within the window.
      const call = await admit("+1 512 555 0312");
      const [old] = await repository.claimPlacements(5, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [current] = await repository.claimPlacements(5, 60_000);
      if (!old || !current) throw new Error("not claimed");
      expect(current.id).toBe(call.id);
      expect(await repository.beginPost(old, timings)).toBeUndefined();
      expect(await repository.beginPost(current, timings)).toBeInstanceOf(Date);
      expect(await repository.beginPost(current, timings)).toBeUndefined();
      // Given up by its holder: the old claim cannot place it either.
      await repository.failPlacement(current, "not-confirmed");
      expect(await repository.beginPost(old, timings)).toBeUndefined();
      expect(await repository.completePlacement(old, "vapi-late")).toBe(false);
      expect(await callOf(call.id)).toMatchObject({
        status: "failed",
        endedReason: "not-confirmed",
        vapiCallId: null,
      });

      // Given up but still looked up for Vapi's id: claimed again, never posted.
      const lookedUp = await admit("+1 512 555 0314");
      const [given] = await repository.claimPlacements(5, 60_000);
      if (!given) throw new Error("not claimed");
      await repository.failPlacement(given, "not-confirmed", { lookUpAgainInMs: 0 });
      const [again] = await repository.claimPlacements(5, 60_000);
      expect(again).toMatchObject({ id: lookedUp.id, status: "failed" });
      if (!again) throw new Error("not claimed again");
      expect(await repository.beginPost(again, timings)).toBeUndefined();
    });

    it("when stopped, waits for the placement in flight and records it", async () => {
      const { standIn } = await start();
      standIn.delayNext(700);
      const call = await admit("+1 512 555 0303");
      worker?.wake();
      await expect.poll(() => standIn.calls.size).toBe(1);
      await worker?.stop(5000);
      worker = undefined;
      const [placed] = [...standIn.calls.values()];
      expect(await callOf(call.id)).toMatchObject({ vapiCallId: placed?.id, placement: "done" });
    });
  });
}
