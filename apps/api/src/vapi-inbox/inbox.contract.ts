import { demoCallRequestSchema } from "@novaline/inquiry/demo-call";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { demoCalls, vapiInbox } from "../db/schema.js";
import { createDemoCallRepository } from "../demo-calls/repository.js";
import { scannedLogger } from "../test/harness.js";
import { createVapiInbox, type VapiInbox } from "./inbox.js";
import { startVapiInboxWorker } from "./worker.js";

// The inbox of Vapi's messages: stored once, claimed by one worker at a time, matched to their
// call, applied, and pruned.

let database: DatabaseHandle;
let inbox: VapiInbox;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const statusUpdate = (call: Record<string, unknown>, status = "ringing") =>
  bytes({ message: { type: "status-update", status, call, timestamp: Math.random() } });

/** The inbox and its worker, on the database `open` makes. */
export function describeVapiInbox(open: () => Promise<DatabaseHandle>) {
  beforeAll(async () => {
    database = await open();
    inbox = createVapiInbox(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(vapiInbox);
  });

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
        numberHash: `hash-${phone}`,
      },
      { perDay: 0, perMinute: 0, perCountryPerDay: 0, perNumberPerDay: 0 },
    );
    if (!result.ok) throw new Error(result.refusal.code);
    // Not for a placement worker: these calls are only matched.
    await database.db
      .update(demoCalls)
      .set({ placement: "done" })
      .where(eq(demoCalls.id, result.call.id));
    return result.call;
  }

  describe("the Vapi inbox", () => {
    it("stores the same bytes once, however often they are delivered", async () => {
      const message = statusUpdate({ id: "vapi-1" });
      expect(await inbox.store(message)).toBe(true);
      expect(await inbox.store(message)).toBe(false);
      expect(await inbox.store(statusUpdate({ id: "vapi-1" }))).toBe(true);
      expect(await database.db.select().from(vapiInbox)).toHaveLength(2);
    });

    it("gives each due message to one worker, oldest first, and takes it back when its lease runs out", async () => {
      for (const n of [1, 2, 3]) await inbox.store(statusUpdate({ id: `vapi-${String(n)}` }));
      const [first, second] = await Promise.all([inbox.claim(2, 60_000), inbox.claim(2, 60_000)]);
      const ids = [...first, ...second].map((message) => message.id);
      expect(new Set(ids).size).toBe(3);
      expect(await inbox.claim(10, 60_000)).toEqual([]);

      // A worker that died: after its lease, another takes its messages over.
      await database.db.update(vapiInbox).set({ lockedUntil: sql`now() - interval '1 second'` });
      await inbox.releaseExpired();
      const again = await inbox.claim(10, 60_000);
      expect(again).toHaveLength(3);
      expect(again.map((message) => message.attempts)).toEqual([2, 2, 2]);
      // The first worker's late report no longer counts.
      const stale = [...first, ...second][0];
      if (stale) await inbox.complete(stale);
      const rows = await database.db.select().from(vapiInbox);
      expect(rows.every((row) => row.state === "applying")).toBe(true);
    });

    it("matches a message to its call by Vapi's id, else by our id, recording Vapi's id", async () => {
      const call = await admit("+1 512 555 0121");
      expect(await inbox.matchCall({ vapiCallId: "vapi-a", demoCallId: undefined })).toBe(
        undefined,
      );
      const matched = await inbox.matchCall({ vapiCallId: "vapi-a", demoCallId: call.id });
      expect(matched?.id).toBe(call.id);
      expect(matched?.vapiCallId).toBe("vapi-a");
      expect((await inbox.matchCall({ vapiCallId: "vapi-a", demoCallId: undefined }))?.id).toBe(
        call.id,
      );
      // Our id never moves a call that Vapi's id already names elsewhere.
      expect(await inbox.matchCall({ vapiCallId: "vapi-b", demoCallId: call.id })).toBe(undefined);
    });

    it("applies a message and clears its body; drops one whose call never becomes known", async () => {
      const call = await admit("+1 512 555 0122");
      await inbox.store(
        statusUpdate(
          {
            id: "vapi-c",
            name: call.id,
            assistantOverrides: { metadata: { demoCallId: call.id } },
          },
          "in-progress",
        ),
      );
      await inbox.store(statusUpdate({ id: "vapi-nobody" }));
      const worker = startVapiInboxWorker({
        inbox,
        demoCalls: createDemoCallRepository(database.db),
        doNotCall: { add: () => Promise.reject(new Error("not called")) },
        logger: scannedLogger(),
        pollMs: 20,
        matchWindowMs: 500,
      });
      try {
        await expect
          .poll(async () =>
            (await database.db.select().from(vapiInbox))
              .map((row) => [row.state, row.body, row.lastError])
              .sort(),
          )
          .toEqual([
            ["done", null, null],
            ["dropped", null, "unknown-call"],
          ]);
      } finally {
        await worker.stop();
      }
      const [row] = await database.db.select().from(demoCalls).where(eq(demoCalls.id, call.id));
      expect(row).toMatchObject({ vapiCallId: "vapi-c", status: "in-progress" });
    });

    it("prunes what arrived before the cutoff, and its key with it", async () => {
      const message = statusUpdate({ id: "vapi-old" });
      await inbox.store(message);
      await database.db.update(vapiInbox).set({ receivedAt: sql`now() - interval '25 hours'` });
      await inbox.store(statusUpdate({ id: "vapi-new" }));
      expect(await inbox.pruneBefore(new Date(Date.now() - 86_400_000))).toBe(1);
      expect(await database.db.select().from(vapiInbox)).toHaveLength(1);
    });
  });
}
