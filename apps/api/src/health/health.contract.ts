// Liveness and readiness as an orchestrator and a load balancer see them, run against each
// database (see health.*.test.ts): while it answers, while the server drains, while it is down,
// and while it lacks migrations.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { testApp, valid, type TestApp } from "../test/harness.js";

export interface HealthContractDatabases {
  /** A fresh, migrated database. */
  readonly open: () => Promise<DatabaseHandle>;
  /** A database nothing answers for (a closed PGlite, a pool pointed at a dead port…). */
  readonly down: () => Promise<DatabaseHandle>;
  /** A database that answers and was never migrated. */
  readonly empty: () => Promise<DatabaseHandle>;
}

/** A 503 of /readyz: its whole body, so nothing else (a host, an error's text) slips in. */
const notReady = (reason: string, message: string) => ({
  status: "unavailable",
  reason,
  error: { code: "unavailable", message },
});

const probe = async (api: TestApp, path: string) => {
  const res = await api.app.request(path);
  const body: unknown = await res.json();
  return { status: res.status, body, res };
};

export function describeHealthContract(driver: string, databases: HealthContractDatabases): void {
  describe(`liveness and readiness on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;

    beforeAll(async () => {
      database = await databases.open();
      api = testApp(database);
    });
    afterAll(async () => {
      await database.close();
    });

    it("answers /livez and /readyz 200 {status: ok}, uncached, while the database answers", async () => {
      for (const path of ["/livez", "/readyz"]) {
        const { status, body, res } = await probe(api, path);
        expect({ path, status, body }).toEqual({ path, status: 200, body: { status: "ok" } });
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("keeps /healthz and /health for existing monitors, answering as /readyz does", async () => {
      for (const path of ["/healthz", "/health"]) {
        expect(await probe(api, path)).toMatchObject({ status: 200, body: { status: "ok" } });
      }
    });

    it("sends the security headers on the probes: no framing, no content, HSTS for a year", async () => {
      for (const path of ["/livez", "/readyz"]) {
        const res = await api.app.request(path);
        expect(res.headers.get("content-security-policy")).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers.get("strict-transport-security")).toBe(
          "max-age=31536000; includeSubDomains",
        );
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("permissions-policy")).toBe(
          "microphone=(), camera=(), geolocation=(), payment=()",
        );
      }
    });

    describe("during a drain (SIGTERM received)", () => {
      it("answers /readyz (and /healthz) 503 draining at once, /livez 200, and still serves the requests that reach it", async () => {
        const stopping = new AbortController();
        const draining = testApp(database, {}, { stopping: stopping.signal });
        expect((await probe(draining, "/readyz")).status).toBe(200);

        stopping.abort();
        const expected = notReady("draining", "The server is stopping.");
        expect(await probe(draining, "/readyz")).toMatchObject({ status: 503, body: expected });
        expect(await probe(draining, "/healthz")).toMatchObject({ status: 503, body: expected });
        expect(await probe(draining, "/livez")).toMatchObject({
          status: 200,
          body: { status: "ok" },
        });
        // The load balancer stops sending traffic; what is already on its way is served.
        expect((await draining.submit(valid.contact)).status).toBe(201);
      });

      it("says draining even while the database is down (it is not coming back)", async () => {
        const down = await databases.down();
        const stopping = new AbortController();
        stopping.abort();
        const draining = testApp(down, {}, { stopping: stopping.signal });
        expect(await probe(draining, "/readyz")).toMatchObject({
          status: 503,
          body: { reason: "draining" },
        });
        await down.close();
      });
    });

    describe("during a database outage", () => {
      const expected = notReady("database", "The database does not answer.");

      it("answers /readyz 503 database and /livez 200 when the database goes away", async () => {
        const other = await databases.open();
        const app = testApp(other);
        expect((await probe(app, "/readyz")).status).toBe(200);
        await other.close();
        expect(await probe(app, "/readyz")).toEqual(
          expect.objectContaining({ status: 503, body: expected }),
        );
        expect(await probe(app, "/healthz")).toMatchObject({ status: 503, body: expected });
        expect(await probe(app, "/livez")).toMatchObject({ status: 200, body: { status: "ok" } });
      });

      it("answers /readyz 503 database, telling nothing about where or why, when the database never answered", async () => {
        const down = await databases.down();
        const app = testApp(down);
        const res = await app.app.request("/readyz");
        expect(res.status).toBe(503);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual(expected);
        expect(text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|postgres|pglite|closed|:\d{2,5}/i);
        // The operator's log says what failed (its kind and code), once, not per probe.
        await app.app.request("/readyz");
        const lines = app.logs.filter((line) => line.includes("readiness.not_ready"));
        expect(lines).toHaveLength(1);
        expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "warn", reason: "database" });
        expect((await probe(app, "/livez")).status).toBe(200);
        await down.close();
      });
    });

    describe("while migrations are missing", () => {
      it("answers /readyz 503 migrations when the newest committed migration is not applied, 200 once it is", async () => {
        const other = await databases.open();
        const app = testApp(other);
        const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
        const result = await other.db.execute(
          sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest}`,
        );
        const [row] = (result as { rows: { hash: string; created_at: string | number }[] }).rows;
        if (row === undefined) throw new Error("the test database has no migration recorded");
        await other.db.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`,
        );

        expect(await probe(app, "/readyz")).toMatchObject({
          status: 503,
          body: notReady("migrations", "The database is missing migrations."),
        });
        expect((await probe(app, "/livez")).status).toBe(200);

        await other.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
        expect(await probe(app, "/readyz")).toMatchObject({ status: 200 });
        await other.close();
      });

      it("answers /readyz 503 migrations on a database that was never migrated", async () => {
        const empty = await databases.empty();
        const app = testApp(empty);
        expect(await probe(app, "/readyz")).toMatchObject({
          status: 503,
          body: { reason: "migrations" },
        });
        expect((await probe(app, "/livez")).status).toBe(200);
        await empty.close();
      });
    });
  });
}
