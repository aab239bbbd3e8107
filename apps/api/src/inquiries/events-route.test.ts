import type { InquiryChange } from "@novaline/inquiry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/databases.js";
import { ADMIN_TOKEN, testApp, valid } from "../test/harness.js";

// The live inbox over HTTP: server-sent events, read as the admin app's client reads them.

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

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase("pglite");
});
afterAll(() => database.close());

const open = (api: ReturnType<typeof testApp>, headers: Record<string, string> = {}) =>
  api.app.request("/v1/inquiry-events", {
    headers: { authorization: ADMIN_TOKEN, ...headers },
  });

describe("GET /v1/inquiry-events", () => {
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
});
