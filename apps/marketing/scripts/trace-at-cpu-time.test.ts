import { describe, expect, it } from "vitest";
import { atCpuTime, topLevelTasks, type TraceEvent } from "./trace-at-cpu-time.ts";

const page = { pid: 1, tid: 7 };
const navigation: TraceEvent = {
  ...page,
  name: "navigationStart",
  ph: "R",
  ts: 0,
  args: { data: { documentLoaderURL: "http://127.0.0.1:4320/" } },
};
const task = (ts: number, dur: number, tdur: number, thread = page): TraceEvent => ({
  ...thread,
  name: "RunTask",
  ph: "X",
  ts,
  dur,
  tdur,
});
const inner = (name: string, ts: number, dur: number): TraceEvent => ({
  ...page,
  name,
  ph: "X",
  ts,
  dur,
});

describe("atCpuTime", () => {
  const events: TraceEvent[] = [
    navigation,
    task(1_000, 40_000, 10_000),
    inner("Layout", 1_000, 20_000),
    inner("Paint", 21_000, 20_000),
    task(50_000, 8_000, 8_000),
    inner("FunctionCall", 50_000, 8_000),
    // Another process's thread: never touched.
    task(1_000, 40_000, 5_000, { pid: 2, tid: 9 }),
  ];

  it("shrinks each main-thread task and what it holds to its thread time, from where it started", () => {
    const shrunk = atCpuTime(events);
    const [first, second] = topLevelTasks(shrunk, page);
    expect(first).toMatchObject({ ts: 1_000, dur: 10_000 });
    expect(shrunk.find((e) => e.name === "Layout")).toMatchObject({ ts: 1_000, dur: 5_000 });
    expect(shrunk.find((e) => e.name === "Paint")).toMatchObject({ ts: 6_000, dur: 5_000 });
    // A task that ran all its wall time keeps it.
    expect(second).toMatchObject({ ts: 50_000, dur: 8_000 });
    expect(shrunk.find((e) => e.pid === 2)).toMatchObject({ dur: 40_000 });
  });

  it("leaves the tasks `pick` refuses as they were, and the original events untouched", () => {
    const shrunk = atCpuTime(events, (t) => t.ts !== 1_000);
    expect(shrunk.find((e) => e.name === "Layout")).toMatchObject({ ts: 1_000, dur: 20_000 });
    expect(events[1]).toMatchObject({ dur: 40_000 });
  });

  it("refuses a trace without a navigation to a page", () => {
    expect(() => atCpuTime(events.slice(1))).toThrow(/no navigation/);
  });
});
