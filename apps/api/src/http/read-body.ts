/** How a request's body must arrive for {@link readBody} to take it. */
export interface BodyPace {
  /** The largest body taken. */
  readonly maxBytes: number;
  /** The whole body must have arrived this long after reading began. @defaultValue no limit */
  readonly deadlineMs?: number;
  /**
   * After `graceMs`, at least this many bytes a second must have arrived on average, else reading
   * stops at once: a sender trickling a byte a second is cut off within about a second, not at the
   * deadline. @defaultValue no minimum
   */
  readonly minBytesPerSecond?: number;
  /** @defaultValue 1000 */
  readonly graceMs?: number;
}

/** A body read whole, or why reading stopped. */
export type BodyRead =
  | { readonly kind: "read"; readonly bytes: Uint8Array }
  | { readonly kind: "too-large" }
  | { readonly kind: "too-slow" };

/** How often a slow body's pace is looked at. */
const PACE_CHECK_MS = 100;

/**
 * Reads a request's body within `pace`: at most `maxBytes` (a larger `Content-Length` is refused
 * before a byte is read), arriving whole by the deadline and never slower than the minimum rate.
 * A body cut off is not read further; the server closes its connection after the answer.
 */
export async function readBody(request: Request, pace: BodyPace): Promise<BodyRead> {
  const { maxBytes, deadlineMs, minBytesPerSecond, graceMs = 1000 } = pace;
  const announced = Number(request.headers.get("content-length") ?? "0");
  if (announced > maxBytes) return { kind: "too-large" };
  if (request.body === null) return { kind: "read", bytes: new Uint8Array() };

  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const started = Date.now();
  const tooSlow = () => {
    const elapsed = Date.now() - started;
    if (deadlineMs !== undefined && elapsed > deadlineMs) return true;
    if (minBytesPerSecond === undefined || elapsed <= graceMs) return false;
    return received < (minBytesPerSecond * (elapsed - graceMs)) / 1000;
  };
  let timer: NodeJS.Timeout | undefined;
  const slow =
    deadlineMs === undefined && minBytesPerSecond === undefined
      ? undefined
      : new Promise<"slow">((resolve) => {
          timer = setInterval(() => {
            if (tooSlow()) resolve("slow");
          }, PACE_CHECK_MS);
        });
  try {
    for (;;) {
      const pending = reader.read();
      const next = slow === undefined ? await pending : await Promise.race([pending, slow]);
      if (next === "slow") {
        // The read still waiting ends when the connection is closed; nobody awaits it.
        pending.catch(() => undefined);
        return { kind: "too-slow" };
      }
      if (next.done) break;
      received += next.value.byteLength;
      if (received > maxBytes) return { kind: "too-large" };
      chunks.push(next.value);
    }
  } finally {
    clearInterval(timer);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: "read", bytes };
}
