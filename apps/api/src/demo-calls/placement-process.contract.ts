// "Call me now" across a crash and a deploy: the real server placing calls with the Vapi
// stand-in, killed (SIGKILL) or stopped (SIGTERM) while Vapi has not answered yet.
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client.js";
import { demoCalls } from "../db/schema.js";
import { pgliteCopy, postgresDatabase, type Driver } from "../test/databases.js";
import { cleanup, freePort, startServer, stopServers } from "../test/server-process.js";

afterAll(stopServers);
let standIn: VapiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const request = { firstName: "Jane", phone: "+1 512 555 0134", industry: "health", consent: true };

/** A fresh database of the kind, as the server's settings name it, and a way to open it. */
async function serverDatabase(
  driver: Driver,
): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  if (driver === "postgres") {
    const url = await postgresDatabase();
    const outbox = mkdtempSync(join(tmpdir(), "novaline-outbox-"));
    cleanup.push(() => {
      rmSync(outbox, { recursive: true, force: true });
    });
    return {
      env: { DATABASE_URL: url, MAIL_OUTBOX_DIR: outbox },
      open: () => Promise.resolve(openPostgres(url)),
    };
  }
  const { handle, dir, remove } = await pgliteCopy();
  await handle.close();
  cleanup.push(remove);
  return {
    env: { PGLITE_DIR: dir, MAIL_OUTBOX_DIR: `${dir}-outbox` },
    open: () => openPglite(dir),
  };
}

/** A server's settings with phone demos on the stand-in, on its own database. */
async function setUp(
  driver: Driver,
  timings: { ringMs: number; answerMs: number; talkMs: number },
  leaseSeconds: number,
  settings: Record<string, string> = {},
) {
  const database = await serverDatabase(driver);
  const port = await freePort();
  standIn = await startVapiStandIn({
    webhookUrl: `http://127.0.0.1:${String(port)}/v1/vapi/events`,
    timings,
  });
  const env = {
    PORT: String(port),
    ...database.env,
    RATE_LIMIT_PER_MINUTE: "0",
    VAPI_PRIVATE_KEY: standIn.apiKey,
    VAPI_BASE_URL: standIn.url,
    VAPI_PHONE_NUMBER_ID: "number-1",
    VAPI_DEMO_ASSISTANT_ID: "assistant-demo",
    VAPI_WEBHOOK_SECRET: standIn.webhookSecret,
    // The tests run at any hour: calling hours have their own tests.
    DEMO_CALL_HOURS: "00:00-24:00",
    // A request to Vapi may take half the lease; a dead worker's call is taken over after it.
    DEMO_CALL_LEASE_SECONDS: String(leaseSeconds),
    ...settings,
  };
  const ask = async () => {
    const res = await fetch(`http://127.0.0.1:${String(port)}/v1/demo-calls`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { id: string }).id;
  };
  const statusOf = async (id: string) =>
    (
      (await (await fetch(`http://127.0.0.1:${String(port)}/v1/demo-calls/${id}`)).json()) as {
        status: string;
      }
    ).status;
  return { env, open: database.open, ask, statusOf, standIn };
}

const posts = (standIn: VapiStandIn) =>
  standIn.requests.filter((r) => r.method === "POST" && r.path === "/call");

/**
 * The server process killed while Vapi has not answered, then restarted, on a database of the
 * `driver`'s kind. Apart from the two below (their own test files, so that the three run side by
 * side: each waits tens of seconds for a late Vapi).
 */
export function describePlacementProcess(driver: Driver) {
  describe(`placing a demo call on ${driver}`, () => {
    it("killed between the 202 and Vapi's answer, places exactly one call after a restart", async () => {
      // Rings 25 s after Vapi creates it: after the restart, even on a loaded machine, so the
      // status updates reach an API that knows the call's Vapi id.
      const { env, ask, statusOf, standIn } = await setUp(
        driver,
        { ringMs: 25_000, answerMs: 26_000, talkMs: 1000 },
        4,
      );
      standIn.stallNext();
      const first = startServer(env);
      await first.listening;
      const id = await ask();
      // Vapi has created the call; its answer never comes. The process dies there.
      await expect.poll(() => standIn.calls.size, { timeout: 10_000 }).toBe(1);
      first.child.kill("SIGKILL");
      await first.exited;

      const second = startServer(env);
      await second.listening;
      await expect.poll(() => statusOf(id), { timeout: 60_000, interval: 250 }).toBe("ended");
      // Found at Vapi by our id, not placed again.
      expect(posts(standIn)).toHaveLength(1);
      expect(standIn.calls.size).toBe(1);
      expect(standIn.requests.some((r) => r.method === "GET" && r.path === "/call")).toBe(true);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    }, 120_000);
  });
}

/** The server process across a crash and a deploy while Vapi is slow, on the `driver`'s kind. */
export function describeSlowVapiPlacementProcess(driver: Driver) {
  describe(`placing a demo call with a slow Vapi on ${driver}`, () => {
    it("killed mid-POST while a slow Vapi creates the call only after the restart, places no second call", async () => {
      // Vapi creates the call only once the restarted server has looked for it (and found
      // nothing), and never answers. It rings 2 s after it is created and is answered at 3 s.
      const { env, ask, statusOf, standIn } = await setUp(
        driver,
        { ringMs: 2000, answerMs: 3000, talkMs: 60_000 },
        4,
        { DEMO_CALL_CREATION_WINDOW_SECONDS: "600", DEMO_CALL_GIVE_UP_SECONDS: "900" },
      );
      standIn.scriptNext({ createAfterMs: 600_000, answerAfterMs: null });
      const first = startServer(env);
      await first.listening;
      const id = await ask();
      await expect.poll(() => posts(standIn).length, { timeout: 10_000 }).toBe(1);
      first.child.kill("SIGKILL");
      await first.exited;

      const second = startServer(env);
      await second.listening;
      const lookups = () => standIn.requests.filter((r) => r.method === "GET").length;
      await expect.poll(lookups, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
      // Asked and not found, it waits: a second POST now would ring the visitor twice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(standIn.createDelayedNow()).toBe(1);
      // Followed: the call Vapi created late is this one (found by our id, by the lookup or its
      // own webhooks); the requester's view shows it once it is answered (ringing reads queued).
      await expect.poll(() => statusOf(id), { timeout: 30_000, interval: 250 }).toBe("in-progress");
      expect(posts(standIn)).toHaveLength(1);
      expect(standIn.calls.size).toBe(1);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    }, 120_000);

    it("stopped by SIGTERM during a placement, waits for Vapi's answer, records it, and exits 0", async () => {
      // A request may take 5 s; Vapi answers after 1 s, while the server is stopping.
      const { env, open, ask, standIn } = await setUp(
        driver,
        { ringMs: 60_000, answerMs: 60_000, talkMs: 1000 },
        10,
      );
      standIn.delayNext(1000);
      const server = startServer(env);
      await server.listening;
      const id = await ask();
      await expect.poll(() => posts(standIn).length, { timeout: 10_000 }).toBe(1);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      const after = await open();
      const [row] = await after.db.select().from(demoCalls).where(eq(demoCalls.id, id));
      await after.close();
      const [placed] = [...standIn.calls.values()];
      expect(row).toMatchObject({ vapiCallId: placed?.id, placement: "done", status: "queued" });
      expect(posts(standIn)).toHaveLength(1);
    }, 60_000);
  });
}
