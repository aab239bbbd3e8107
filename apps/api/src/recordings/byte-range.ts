/** The bytes `start` to `end` (both included) of a resource. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * What a `Range` header asks of a resource of `size` bytes: `undefined` for the whole resource
 * (no header, a unit other than bytes, several ranges, or a header we do not read: RFC 9110 lets
 * a server ignore it), a range clipped to the resource, or `"unsatisfiable"` when it starts past
 * the end (answered 416).
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (start >= size) return "unsatisfiable";
  if (end < start) return undefined;
  return { start, end: Math.min(end, size - 1) };
}

/** A stream of the bytes `range.start` to `range.end` of `body`, which starts at byte 0. */
export function sliceStream(
  body: ReadableStream<Uint8Array>,
  range: ByteRange,
): ReadableStream<Uint8Array> {
  let position = 0;
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        const from = Math.max(range.start - position, 0);
        const to = Math.min(range.end + 1 - position, value.length);
        position += value.length;
        if (to > from) controller.enqueue(value.subarray(from, to));
        if (position > range.end) {
          controller.close();
          await reader.cancel();
          return;
        }
        if (to > from) return;
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
