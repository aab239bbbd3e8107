import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/databases.js";
import { testApp, valid } from "../test/harness.js";
import { errorFields } from "./error-fields.js";

// A statement the database refuses: Drizzle's error carries the query's parameters (the
// visitor's name, e-mail and message) in its message. The log gets codes, never those.

describe.each(["pglite", "postgres"] as const)("errors in the logs on %s", (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.db.execute(
      sql`alter table inquiries add constraint inquiries_name_short check (length(name) < 5)`,
    );
  });
  afterAll(() => database.close());
  it("a failed insert answers 500 and logs the constraint, not the visitor's words", async () => {
    const api = testApp(database);
    const inquiry = { ...valid.contact, message: "Call me on +15125550188 about Tuesday." };
    const res = await api.submit(inquiry);
    expect(res.status).toBe(500);
    const logs = api.logs.join("\n");
    const unhandled = api.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.event === "unhandled");
    expect(unhandled).toMatchObject({
      level: "error",
      error: "DrizzleQueryError",
      code: "23514",
      constraint: "inquiries_name_short",
    });
    for (const value of [inquiry.name, inquiry.email, inquiry.message, "+15125550188"]) {
      expect(logs).not.toContain(value);
    }
  });
});

describe("error fields", () => {
  it("keeps a driver's codes and an HTTP status, and drops messages and values", () => {
    const smtp = Object.assign(new Error("550 5.1.1 <jane@clinic.com>: Recipient unknown"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    expect(errorFields(smtp)).toEqual({ error: "Error", code: "EENVELOPE", status: 550 });
    const wrapped = new Error("Failed query: insert … params: Jane,jane@clinic.com", {
      cause: Object.assign(new Error("duplicate"), { code: "23505", constraint: "x_pkey" }),
    });
    expect(errorFields(wrapped)).toEqual({ error: "Error", code: "23505", constraint: "x_pkey" });
    // A "code" or "table" that is not an identifier is somebody's data.
    expect(errorFields({ code: "jane@clinic.com", table: "Jane Cooper" })).toEqual({
      error: "object",
    });
    expect(errorFields("text")).toEqual({ error: "string" });
  });
});
