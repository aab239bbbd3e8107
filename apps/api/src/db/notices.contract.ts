// The database's notices (LISTEN/NOTIFY) as the live inbox uses them, run against each database
// (notices.pglite.test.ts, notices.postgres.test.ts).
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_NOTICES } from "../inquiries/changes.js";
import type { DatabaseHandle } from "./client.js";
import { inquiries } from "./schema.js";

/** Counts the notices of `channel` from now on. */
export function noticeCounter(database: DatabaseHandle, channel = CHANGE_NOTICES) {
  const counter = {
    count: 0,
    stop: database.notices.subscribe(channel, () => {
      counter.count += 1;
    }),
  };
  return counter;
}

/** The inquiry row the tests insert: a change to the feed, as a visitor's submission makes. */
const inquiryRow = () => ({
  id: randomUUID(),
  kind: "contact" as const,
  name: "Notice Test",
  email: "notice@clinic.com",
  createdAt: new Date(),
});

export function describeNoticesContract(driver: string, open: () => Promise<DatabaseHandle>) {
  describe(`the database's notices on ${driver}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(() => database.close());

    it("tell a listener of each committed change to the inquiries, once per transaction", async () => {
      const counter = noticeCounter(database);
      // Subscribing is asynchronous: a first change shows when it has taken effect.
      await expect
        .poll(async () => {
          await database.db.insert(inquiries).values(inquiryRow());
          return counter.count;
        })
        .toBeGreaterThan(0);
      const before = counter.count;
      // Three rows in one transaction: one notice, once it commits.
      await database.db.transaction(async (tx) => {
        await tx.insert(inquiries).values([inquiryRow(), inquiryRow(), inquiryRow()]);
      });
      await expect.poll(() => counter.count).toBe(before + 1);
      counter.stop();
    });

    it("say nothing of a transaction rolled back, nor after the listener has gone", async () => {
      const counter = noticeCounter(database);
      await expect
        .poll(async () => {
          await database.db.insert(inquiries).values(inquiryRow());
          return counter.count;
        })
        .toBeGreaterThan(0);
      const before = counter.count;
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(inquiries).values(inquiryRow());
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      // A later committed change shows the notices still flow; only its own arrived.
      await database.db.insert(inquiries).values(inquiryRow());
      await expect.poll(() => counter.count).toBe(before + 1);
      counter.stop();
      await database.db.insert(inquiries).values(inquiryRow());
      await database.db.execute(sql`select pg_sleep(0.2)`);
      expect(counter.count).toBe(before + 1);
    });
  });
}
