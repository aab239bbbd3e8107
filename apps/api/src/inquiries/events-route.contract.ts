import type { InquiryChange } from "@novaline/inquiry";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminCheck } from "../auth/admin-check.js";
import type { DatabaseHandle } from "../db/client.js";
import { createRepositories } from "../repositories.js";
import { ADMIN_TOKEN, testApp, valid } from "../test/harness.js";

// The live inbox over HTTP: server-sent events, read as the admin app's client reads them, on
// each database (events-route.pglite.test.ts, events-route.postgres.test.ts).

interface SseMessage {
  event: string;
  data: string;
  id: string | undefined;
}

/** Reads a server-sent event stream message by message. */
function sseReader(res: Response) {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error("no body");
  let buffer = "";
  const parse = (block: string): SseMessage => {
    const message: SseMessage = { event: "message", data: "", id: undefined };
    for (const line of block.split("\n")) {
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "event") message.event = value;
      else if (field === "data") message.data += value;
      else if (field === "id") message.id = value;
    }
    return message;
  };
  return {
    /** The next message (comments skipped); `undefined` once the stream has ended. */
    async next(): Promise<SseMessage | undefined> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.split("\n").every((line) => line.startsWith(":"))) continue;
          return parse(block);
        }
        const { done, value } = await reader.read();
        if (done) return undefined;
        buffer += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** The live inbox's stream, run against each database. */
export function describeInquiryEventsContract(
  driver: string,
  openDatabase: () => Promise<DatabaseHandle>,
) {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase();
  });
  afterAll(() => database.close());

  const open = (api: ReturnType<typeof testApp>, headers: Record<string, string> = {}) =>
    api.app.request("/v1/inquiry-events", {
      headers: { authorization: ADMIN_TOKEN, ...headers },
    });

  describe(`GET /v1/inquiry-events on ${driver}`, () => {
    it("is for staff only", async () => {
      const api = testApp(database);
      expect((await api.app.request("/v1/inquiry-events")).status).toBe(401);
      const res = await api.app.request("/v1/inquiry-events", {
        headers: { authorization: "Bearer user-token" },
      });
      expect(res.status).toBe(403);
    });

    it("streams each inquiry as it arrives and changes, and resumes from Last-Event-ID", async () => {
      const api = testApp(database, {}, { inquiryEvents: { pollMs: 20 } });
      const res = await open(api);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(res.headers.get("cache-control")).toMatch(/no-store|no-cache/);
      const stream = sseReader(res);
      const ready = await stream.next();
      expect(ready?.event).toBe("ready");
      expect(ready?.id).toMatch(/^\d+-\d+$/);

      const created = await api.submit({ ...valid.contact, message: "Live please." });
      const { id } = (await created.json()) as { id: string };
      const arrived = await stream.next();
      expect(arrived?.event).toBe("inquiry");
      expect(JSON.parse(arrived?.data ?? "")).toMatchObject({
        kind: "created",
        inquiry: { id, status: "new", message: "Live please." },
      } satisfies { kind: string; inquiry: Partial<InquiryChange["inquiry"]> });
      const lastSeen = arrived?.id;
      expect(lastSeen).toMatch(/^\d+-\d+$/);
      await stream.cancel();

      // While nobody listened, a member of staff changed it: a reconnect gets that, and only that.
      await api.patch(`/v1/inquiries/${id}`, { status: "in_progress" });
      const again = sseReader(await open(api, { "last-event-id": String(lastSeen) }));
      await again.next(); // its place
      const missed = await again.next();
      expect(JSON.parse(missed?.data ?? "")).toMatchObject({
        kind: "updated",
        inquiry: { id, status: "in_progress" },
      });
      await again.cancel();
    });

    it("brings a change as soon as it commits, told by the database, not at the next poll", async () => {
      // A poll a minute apart: within the test, only the database's notice can bring the change.
      const api = testApp(database, {}, { inquiryEvents: { pollMs: 60_000 } });
      const stream = sseReader(await open(api));
      expect((await stream.next())?.event).toBe("ready");
      // Listening for notices starts with the first stream: each try is a change of its own.
      const arrived = await new Promise<SseMessage | undefined>((resolve, reject) => {
        const next = stream.next();
        void next.then(resolve, reject);
        const submitted = setInterval(() => {
          void api.submit({ ...valid.contact, message: "Told at once." });
        }, 250);
        void next.finally(() => {
          clearInterval(submitted);
        });
        setTimeout(() => {
          reject(new Error("No change arrived within 15 s"));
        }, 15_000);
      });
      expect(arrived?.event).toBe("inquiry");
      expect(JSON.parse(arrived?.data ?? "")).toMatchObject({
        kind: "created",
        inquiry: { message: "Told at once." },
      });
      await stream.cancel();
    });

    it("ends a stream after its time, and at once when the server stops", async () => {
      const ended = testApp(database, {}, { inquiryEvents: { pollMs: 20, maxStreamMs: 200 } });
      const stream = sseReader(await open(ended));
      await stream.next();
      expect(await stream.next()).toBeUndefined();

      const shutdown = new AbortController();
      const stopping = testApp(
        database,
        {},
        { inquiryEvents: { pollMs: 20, shutdown: shutdown.signal } },
      );
      const open2 = sseReader(await open(stopping));
      await open2.next();
      shutdown.abort();
      expect(await open2.next()).toBeUndefined();
    });

    it("starts from now when its Last-Event-ID is not one it gave", async () => {
      const api = testApp(database, {}, { inquiryEvents: { pollMs: 20, maxStreamMs: 300 } });
      const stream = sseReader(await open(api, { "last-event-id": "0-0; drop table inquiries" }));
      const ready = await stream.next();
      expect(ready?.id).not.toBe("0-0");
      // Nothing from before: the stream ends without an inquiry event.
      expect(await stream.next()).toBeUndefined();
    });

    it("reads the feed once per tick for every open stream, not once per stream", async () => {
      const repositories = createRepositories(database.db, { ipHashSecret: "test-ip-hash" });
      let reads = 0;
      const after = repositories.changes.after.bind(repositories.changes);
      repositories.changes.after = (...args) => {
        reads += 1;
        return after(...args);
      };
      const api = testApp(
        database,
        {},
        { repositories, inquiryEvents: { pollMs: 20, perAdmin: 50 } },
      );
      const streams = await Promise.all(
        Array.from({ length: 20 }, async () => sseReader(await open(api))),
      );
      await Promise.all(streams.map((stream) => stream.next()));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = reads;
      await new Promise((resolve) => setTimeout(resolve, 500));
      // About 25 ticks of 20 ms: one read each (20 streams polling alone would make some 500).
      expect(reads - before).toBeLessThanOrEqual(40);

      // And each of them still gets what arrives.
      const created = await api.submit({ ...valid.contact, message: "For every stream." });
      const { id } = (await created.json()) as { id: string };
      for (const stream of streams) {
        const arrived = await stream.next();
        expect(JSON.parse(arrived?.data ?? "")).toMatchObject({ kind: "created", inquiry: { id } });
      }
      await Promise.all(streams.map((stream) => stream.cancel()));
    });

    /** Two admins and a way to take one's access away, as Firebase does. */
    function admins() {
      const revoked = new Set<string>();
      const check: AdminCheck = (authorization) => {
        const uid = /^Bearer (admin-\w+)$/.exec(authorization ?? "")?.[1];
        if (uid === undefined) {
          return Promise.resolve({ ok: false, code: "auth-token-missing", message: "Sign in" });
        }
        if (revoked.has(uid)) {
          return Promise.resolve({
            ok: false,
            code: "auth-token-revoked",
            message: "Sign in again",
          });
        }
        return Promise.resolve({ ok: true, admin: { uid, email: `${uid}@novaline.ai` } });
      };
      return { check, revoked };
    }

    it("caps the streams per admin (429) and in all (503), with Retry-After", async () => {
      const { check } = admins();
      const api = testApp(
        database,
        {},
        { adminCheck: check, inquiryEvents: { pollMs: 20, perAdmin: 2, total: 3 } },
      );
      const as = (uid: string) =>
        api.app.request("/v1/inquiry-events", { headers: { authorization: `Bearer ${uid}` } });
      const first = sseReader(await as("admin-a"));
      const second = sseReader(await as("admin-a"));
      await Promise.all([first.next(), second.next()]);
      const third = await as("admin-a");
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await third.json()).toMatchObject({ error: { code: "too-many-streams" } });

      const other = sseReader(await as("admin-b"));
      await other.next();
      const full = await as("admin-c");
      expect(full.status).toBe(503);
      expect(full.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await full.json()).toMatchObject({ error: { code: "streams-full" } });

      // A closed stream frees its place.
      await first.cancel();
      await vi.waitFor(async () => {
        const again = await as("admin-a");
        expect(again.status).toBe(200);
        await again.body?.cancel();
      });
      await Promise.all([second.cancel(), other.cancel()]);
    });

    it("ends a revoked admin's open stream at the next check of its token", async () => {
      const { check, revoked } = admins();
      const api = testApp(
        database,
        {},
        { adminCheck: check, inquiryEvents: { pollMs: 20, recheckMs: 100 } },
      );
      const stream = sseReader(
        await api.app.request("/v1/inquiry-events", {
          headers: { authorization: "Bearer admin-gone" },
        }),
      );
      await stream.next();
      revoked.add("admin-gone");
      // Long before its five minutes, the stream ends (its client reconnects and is refused).
      const ended = await Promise.race([
        (async () => {
          for (;;) {
            const message = await stream.next();
            if (message === undefined) return "ended";
          }
        })(),
        new Promise((resolve) => {
          setTimeout(() => {
            resolve("still open");
          }, 3000);
        }),
      ]);
      expect(ended).toBe("ended");
    });

    it("answers a Last-Event-ID past the database's numbers through the JSON log, from now on", async () => {
      const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        const api = testApp(database, {}, { inquiryEvents: { pollMs: 20 } });
        const stream = sseReader(await open(api, { "last-event-id": "99999999999999999999-1" }));
        const ready = await stream.next();
        expect(ready?.event).toBe("ready");
        expect(ready?.id).toMatch(/^\d+-\d+$/);
        expect(ready?.id).not.toBe("99999999999999999999-1");
        const created = await api.submit({ ...valid.contact, message: "After a bad id." });
        const { id } = (await created.json()) as { id: string };
        expect(JSON.parse((await stream.next())?.data ?? "")).toMatchObject({ inquiry: { id } });
        await stream.cancel();
        expect(printed).not.toHaveBeenCalled();
        expect(api.logs.map((line) => (JSON.parse(line) as { event: string }).event)).toContain(
          "inquiry_events.bad_last_event_id",
        );
      } finally {
        printed.mockRestore();
      }
    });
  });
}
