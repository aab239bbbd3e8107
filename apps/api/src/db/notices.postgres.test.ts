import { randomUUID } from "node:crypto";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/databases.js";
import { describeNoticesContract, noticeCounter } from "./notices.contract.js";
import { inquiries } from "./schema.js";

describeNoticesContract("postgres", () => openTestDatabase("postgres"));

describe("the notices' own connection on postgres", () => {
  it("is made again when the server drops it; listeners look once, and hear what follows", async () => {
    const database = await openTestDatabase("postgres");
    try {
      const counter = noticeCounter(database);
      const change = () =>
        database.db.insert(inquiries).values({
          id: randomUUID(),
          kind: "contact",
          name: "Dropped",
          email: "dropped@clinic.com",
          createdAt: new Date(),
        });
      await expect
        .poll(async () => {
          await change();
          return counter.count;
        })
        .toBeGreaterThan(0);
      const before = counter.count;
      // An operator's restart, a failover, a proxy's idle timeout: the server ends the session.
      const ended = await (database.client as pg.Pool).query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = current_database() and query like 'LISTEN%'`,
      );
      expect(ended.rows.map((row) => row.ended)).toEqual([true]);
      // Listening again, it tells each listener to look (something may have been missed)...
      await expect.poll(() => counter.count, { timeout: 10_000 }).toBe(before + 1);
      // ...and the changes after it are told as before.
      await change();
      await expect.poll(() => counter.count, { timeout: 10_000 }).toBe(before + 2);
      counter.stop();
    } finally {
      await database.close();
    }
  });
});
