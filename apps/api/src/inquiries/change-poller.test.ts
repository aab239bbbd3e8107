import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notices } from "../db/notices.js";
import { silentLogger } from "../http/logger.js";
import { createChangePoller, type ChangeBatch } from "./change-poller.js";
import {
  CHANGE_NOTICES,
  FEED_START,
  type ChangeCursor,
  type InquiryChangeFeed,
} from "./changes.js";

/**
 * A feed whose settled end the test moves (`settle`), and database notices the test sends
 * (`notify`): what the poller reads, and when.
 */
function fixture() {
  let end: ChangeCursor = FEED_START;
  const reads: number[] = [];
  const feed = {
    head: () => Promise.resolve(end),
    after: (from: ChangeCursor) => {
      reads.push(Date.now());
      return Promise.resolve({ cursor: end, changes: [], positions: end === from ? [] : [end] });
    },
  } as unknown as InquiryChangeFeed;
  const subscribed = new Map<string, () => void>();
  const notices: Notices = {
    subscribe(channel, listener) {
      subscribed.set(channel, listener);
      return () => subscribed.delete(channel);
    },
    close: () => Promise.resolve(),
  };
  return {
    feed,
    notices,
    reads,
    subscribed,
    settle: () => {
      end = { tx: String(Number(end.tx) + 1), id: end.id + 1 };
    },
    notify: () => subscribed.get(CHANGE_NOTICES)?.(),
  };
}

describe("the live inbox's change poller", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads at once when the database tells of a change, not at the next poll", async () => {
    const f = fixture();
    const poller = createChangePoller({
      feed: f.feed,
      pollMs: 1000,
      notices: f.notices,
      logger: silentLogger,
    });
    const batches: ChangeBatch[] = [];
    const stop = poller.subscribe((batch) => batches.push(batch), FEED_START);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.reads).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(300);
    f.settle();
    f.notify();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.reads).toHaveLength(2);
    expect(batches).toHaveLength(1);
    // The poll goes on from that read.
    await vi.advanceTimersByTimeAsync(999);
    expect(f.reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.reads).toHaveLength(3);
    stop();
  });

  it("reads again right after the read under way when told during it, once for many notices", async () => {
    const f = fixture();
    let release: () => void = () => undefined;
    const slowFeed = {
      ...f.feed,
      after: async (from: ChangeCursor) => {
        await new Promise<void>((resolve) => (release = resolve));
        return f.feed.after(from);
      },
    };
    const poller = createChangePoller({
      feed: slowFeed,
      pollMs: 1000,
      notices: f.notices,
      logger: silentLogger,
    });
    const stop = poller.subscribe(() => undefined, FEED_START);
    await vi.advanceTimersByTimeAsync(1000);
    // A read is under way; three notices come meanwhile.
    f.notify();
    f.notify();
    f.notify();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.reads).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.reads).toHaveLength(2);
    // Then the poll again, a full period later: the notices made one read, not three.
    await vi.advanceTimersByTimeAsync(999);
    expect(f.reads).toHaveLength(2);
    stop();
  });

  it("after a notice whose change has not settled yet, reads again soon, then less and less often, back to the poll", async () => {
    const f = fixture();
    const poller = createChangePoller({
      feed: f.feed,
      pollMs: 1000,
      notices: f.notices,
      logger: silentLogger,
    });
    const stop = poller.subscribe(() => undefined, FEED_START);
    await vi.advanceTimersByTimeAsync(1000);
    const woken = Date.now();
    const before = f.reads.length;
    f.notify();
    await vi.advanceTimersByTimeAsync(3000);
    const after = f.reads.slice(before).map((at) => at - woken);
    // At once, then 50, 100, 200, 400 and 800 ms apart, then the poll's 1000 ms.
    expect(after).toEqual([0, 50, 150, 350, 750, 1550, 2550]);
    stop();
  });

  it("listens for notices only while a stream follows the feed", async () => {
    const f = fixture();
    const poller = createChangePoller({
      feed: f.feed,
      pollMs: 1000,
      notices: f.notices,
      logger: silentLogger,
    });
    expect(f.subscribed.size).toBe(0);
    const first = poller.subscribe(() => undefined, FEED_START);
    const second = poller.subscribe(() => undefined, FEED_START);
    expect([...f.subscribed.keys()]).toEqual([CHANGE_NOTICES]);
    first();
    expect(f.subscribed.size).toBe(1);
    second();
    expect(f.subscribed.size).toBe(0);
    // Nobody follows: a notice (one already on its way) reads nothing.
    await vi.advanceTimersByTimeAsync(5000);
    poller.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.reads).toHaveLength(0);
  });
});
