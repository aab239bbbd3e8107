// The live inbox's feed of changes (see inquiryChanges), run against each database.
import type { InquiryChange } from "@novaline/inquiry";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { demoCalls, inquiries, inquiryChanges, mailOutbox } from "../db/schema.js";
import { testApp, valid, type TestApp } from "../test/harness.js";
import {
  compareChangeCursors,
  createInquiryChangeFeed,
  FEED_START,
  type InquiryChangeFeed,
} from "./changes.js";
import { createInquiryRepository } from "./repository.js";

const change = (kind: InquiryChange["kind"], fields: Record<string, unknown>) => ({
  kind,
  inquiry: expect.objectContaining(fields) as unknown,
});

export function describeChangeFeedContract(driver: string, open: () => Promise<DatabaseHandle>) {
  describe(`the live inbox's feed on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;
    let feed: InquiryChangeFeed;
    beforeAll(async () => {
      database = await open();
      api = testApp(database);
      const repository = createInquiryRepository(database.db);
      feed = createInquiryChangeFeed(database.db, (ids) => repository.getMany(ids));
    });
    afterAll(() => database.close());

    /**
     * Waits until every change written so far has settled: no transaction older than it is still
     * running, as the feed requires. On PostgreSQL that counts every transaction of the server,
     * other test files' included (they share it), so a change may settle a moment after its
     * write, as it does for a reader, whose next poll gets it.
     */
    async function everyChangeSettled() {
      const [newest] = await database.db
        .select({ tx: sql<string>`${inquiryChanges.tx}::text`, id: inquiryChanges.id })
        .from(inquiryChanges)
        .orderBy(sql`${inquiryChanges.tx} desc`, sql`${inquiryChanges.id} desc`)
        .limit(1);
      if (!newest) return;
      await expect
        .poll(async () => compareChangeCursors(await feed.head(), newest), {
          timeout: 20_000,
          interval: 50,
        })
        .toBeGreaterThanOrEqual(0);
    }

    async function seedInquiry(kind: "contact" | "demo" = "contact") {
      const id = randomUUID();
      await database.db.insert(inquiries).values({
        id,
        kind,
        name: "Seeded",
        email: kind === "demo" ? null : "seed@clinic.com",
        phone: kind === "demo" ? "+15125550100" : null,
        createdAt: new Date(),
      });
      return id;
    }

    it("gives a new inquiry as created and a staff change as updated, once each, from a reader's place", async () => {
      await everyChangeSettled();
      const start = await feed.head();
      const res = await api.submit({ ...valid.contact, message: "About the feed." });
      const { id } = (await res.json()) as { id: string };
      await everyChangeSettled();
      const first = await feed.after(start);
      expect(first.changes).toEqual([change("created", { id, status: "new" })]);
      await everyChangeSettled();
      expect(await feed.after(first.cursor)).toEqual({
        cursor: first.cursor,
        changes: [],
        positions: [],
      });

      await api.patch(`/v1/inquiries/${id}`, { status: "won" });
      await everyChangeSettled();
      const second = await feed.after(first.cursor);
      expect(second.changes).toEqual([change("updated", { id, status: "won", version: 1 })]);
      // An appended note is a change of its own, with the note in it.
      await everyChangeSettled();
      expect((await api.post(`/v1/inquiries/${id}/notes`, { body: "Signed" })).status).toBe(201);
      await everyChangeSettled();
      const third = await feed.after(second.cursor);
      expect(third.changes).toEqual([
        change("updated", {
          id,
          version: 2,
          notes: [expect.objectContaining({ body: "Signed", author: "ops@novaline.ai" })],
        }),
      ]);
      // A reader starting now starts after both; one far behind gets each inquiry once.
      await everyChangeSettled();
      expect((await feed.after(await feed.head())).changes).toEqual([]);
      await everyChangeSettled();
      const all = await feed.after(FEED_START, 10_000);
      expect(all.changes.filter((c) => c.inquiry.id === id)).toEqual([
        change("created", { id, status: "won" }),
      ]);
    });

    it("counts a demo call's progress and an e-mail's delivery, not their bookkeeping", async () => {
      const inquiryId = await seedInquiry("demo");
      const callId = randomUUID();
      await database.db.insert(demoCalls).values({
        id: callId,
        inquiryId,
        phone: "+15125550100",
        industry: "health",
        consentVersion: "v1",
        ipHash: "h",
        createdAt: new Date(),
      });
      const mailId = randomUUID();
      await database.db.insert(mailOutbox).values({
        id: mailId,
        inquiryId,
        kind: "staff_notification",
        to: "sales@novaline.ai",
        subject: "s",
        text: "t",
        html: "h",
      });
      await everyChangeSettled();
      let cursor = await feed.head();
      // A worker's lease and an e-mail being claimed: nothing a member of staff sees.
      await database.db
        .update(demoCalls)
        .set({
          placement: "placing",
          placementLockedUntil: new Date(),
          placementClaim: randomUUID(),
        })
        .where(eq(demoCalls.id, callId));
      await database.db
        .update(mailOutbox)
        .set({ state: "sending" })
        .where(eq(mailOutbox.id, mailId));
      await everyChangeSettled();
      expect((await feed.after(cursor)).changes).toEqual([]);

      await database.db
        .update(demoCalls)
        .set({ status: "ringing" })
        .where(eq(demoCalls.id, callId));
      await everyChangeSettled();
      let next = await feed.after(cursor);
      expect(next.changes).toEqual([change("updated", { id: inquiryId })]);
      cursor = next.cursor;
      await database.db.update(mailOutbox).set({ state: "sent" }).where(eq(mailOutbox.id, mailId));
      await everyChangeSettled();
      next = await feed.after(cursor);
      expect(next.changes).toEqual([change("updated", { id: inquiryId })]);
    });

    it("leaves out an inquiry deleted since its change, and moves past it", async () => {
      await everyChangeSettled();
      const start = await feed.head();
      const id = await seedInquiry();
      await database.db.delete(inquiries).where(eq(inquiries.id, id));
      // Its change is still in the feed, its record gone: nothing to give, nothing to trip on.
      await everyChangeSettled();
      const next = await feed.after(start);
      expect(next.changes).toEqual([]);
    });

    it("never skips a change whose transaction commits after a later one's", async (context) => {
      // Two connections at once: PGlite has one.
      if (database.driver !== "postgres") {
        context.skip();
        return;
      }
      const pool = database.client as pg.Pool;
      await everyChangeSettled();
      const start = await feed.head();
      const slow = await pool.connect();
      try {
        await slow.query("begin");
        const slowId = randomUUID();
        await slow.query(
          "insert into inquiries (id, kind, name, email, created_at) values ($1, 'contact', 'Slow', 'slow@clinic.com', now())",
          [slowId],
        );
        // A later change commits first: the feed holds it back while the slow one runs.
        const fastId = await seedInquiry();
        const meanwhile = await feed.after(start);
        expect(meanwhile.changes).toEqual([]);
        expect(meanwhile.cursor).toEqual(start);
        await slow.query("commit");
        await everyChangeSettled();
        const after = await feed.after(meanwhile.cursor);
        expect(after.changes.map((c) => c.inquiry.id).sort()).toEqual([slowId, fastId].sort());
      } finally {
        slow.release();
      }
    });

    it("forgets changes older than the cutoff", async () => {
      await seedInquiry();
      expect(await feed.pruneBefore(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
      await everyChangeSettled();
      expect((await feed.after(FEED_START)).changes).toEqual([]);
    });
  });
}
