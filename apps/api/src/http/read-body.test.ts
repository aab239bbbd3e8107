import { describe, expect, it } from "vitest";
import { readBody } from "./read-body.js";

/** A request whose body arrives as `chunks`, each after `gapMs`; it never ends when `open`. */
function trickle(
  chunks: string[],
  gapMs: number,
  options: { open?: boolean; length?: number } = {},
) {
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      const chunk = chunks[sent];
      sent += 1;
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (!options.open) controller.close();
      else await new Promise(() => undefined);
    },
  });
  const headers =
    options.length === undefined ? undefined : { "content-length": String(options.length) };
  return new Request("http://api.test/", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  });
}

describe("reading a body at a pace", () => {
  it("reads a body that comes in time, whole and in order", async () => {
    const read = await readBody(trickle(['{"a":', "1}"], 5), { maxBytes: 100, deadlineMs: 1000 });
    expect(read.kind).toBe("read");
    if (read.kind === "read") expect(new TextDecoder().decode(read.bytes)).toBe('{"a":1}');
  });

  it("refuses a body announced or found larger than the limit", async () => {
    expect(await readBody(trickle(["x"], 5, { length: 101 }), { maxBytes: 100 })).toEqual({
      kind: "too-large",
    });
    expect(await readBody(trickle(["x".repeat(60), "x".repeat(60)], 5), { maxBytes: 100 })).toEqual(
      {
        kind: "too-large",
      },
    );
  });

  it("stops reading a body slower than the minimum rate after its grace, long before the deadline", async () => {
    const started = Date.now();
    const read = await readBody(
      trickle(["x", "x", "x", "x", "x", "x", "x", "x"], 100, { open: true }),
      {
        maxBytes: 1000,
        deadlineMs: 8000,
        minBytesPerSecond: 1024,
        graceMs: 300,
      },
    );
    expect(read).toEqual({ kind: "too-slow" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("stops reading a body that has not ended by the deadline, however fast it came", async () => {
    const read = await readBody(trickle(["x".repeat(10)], 5, { open: true }), {
      maxBytes: 1000,
      deadlineMs: 300,
    });
    expect(read).toEqual({ kind: "too-slow" });
  });
});
