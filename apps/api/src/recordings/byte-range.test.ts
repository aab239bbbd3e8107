import { describe, expect, it } from "vitest";
import { byteRangeOf, sliceStream } from "./byte-range.js";

describe("byteRangeOf", () => {
  it("reads one range of bytes, clipped to the resource", () => {
    expect(byteRangeOf("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("is unsatisfiable past the end, and ignores what it does not read", () => {
    expect(byteRangeOf("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=1000-1001", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf(undefined, 1000)).toBeUndefined();
    expect(byteRangeOf("bytes=0-1,5-9", 1000)).toBeUndefined();
    expect(byteRangeOf("items=0-1", 1000)).toBeUndefined();
    expect(byteRangeOf("bytes=9-5", 1000)).toBeUndefined();
  });
});

describe("sliceStream", () => {
  it("passes on only the range's bytes, across chunks, and stops reading after it", async () => {
    let pulled = 0;
    let cancelled = false;
    const chunks = [
      new Uint8Array([0, 1, 2, 3]),
      new Uint8Array([4, 5, 6, 7]),
      new Uint8Array([8, 9]),
    ];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[pulled];
        pulled += 1;
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    const sliced = await new Response(sliceStream(body, { start: 2, end: 5 })).arrayBuffer();
    expect([...new Uint8Array(sliced)]).toEqual([2, 3, 4, 5]);
    // The rest of the file is not read on: the source is cancelled once the range is out.
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(chunks.length + 1);
  });
});
