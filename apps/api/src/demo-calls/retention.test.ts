import { facts } from "@novaline/content";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { scannedLogger } from "../test/harness.js";
import { startDemoCallRetention } from "./retention.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const start = new Date("2026-12-10T12:00:00Z");

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});
afterEach(() => {
  vi.useRealTimers();
});

function logged() {
  const lines: string[] = [];
  const logger = scannedLogger(lines);
  const events = () =>
    lines.map((line) => JSON.parse(line) as { level: string; event: string; count?: number });
  return { logger, events };
}

it("purges what is older than the promised retention at once, then every hour, until stopped", async () => {
  const purge = vi.fn<(before: Date) => Promise<number>>().mockResolvedValue(0);
  const { logger } = logged();
  const retention = startDemoCallRetention({ purge, logger });
  const cutoff = (now: Date) =>
    new Date(now.getTime() - facts.demoTranscriptRetentionDays * DAY_MS);

  expect(purge.mock.calls).toEqual([[cutoff(start)]]);
  await vi.advanceTimersByTimeAsync(HOUR_MS - 1);
  expect(purge).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(purge).toHaveBeenCalledTimes(2);
  expect(purge).toHaveBeenLastCalledWith(cutoff(new Date(start.getTime() + HOUR_MS)));
  await vi.advanceTimersByTimeAsync(HOUR_MS);
  expect(purge).toHaveBeenLastCalledWith(cutoff(new Date(start.getTime() + 2 * HOUR_MS)));

  await retention.stop();
  await vi.advanceTimersByTimeAsync(5 * HOUR_MS);
  expect(purge).toHaveBeenCalledTimes(3);
});

it("logs how many calls it removed, and nothing when there were none", async () => {
  const purge = vi
    .fn<(before: Date) => Promise<number>>()
    .mockResolvedValueOnce(3)
    .mockResolvedValue(0);
  const { logger, events } = logged();
  const retention = startDemoCallRetention({ purge, logger, retentionDays: 2 });
  await vi.advanceTimersByTimeAsync(HOUR_MS);
  await retention.stop();

  expect(purge).toHaveBeenCalledTimes(2);
  expect(purge).toHaveBeenNthCalledWith(1, new Date(start.getTime() - 2 * DAY_MS));
  expect(events()).toEqual([
    expect.objectContaining({ level: "info", event: "demo_calls.purged", count: 3 }),
  ]);
});

it("logs a failed sweep and tries again at the next one", async () => {
  const purge = vi
    .fn<(before: Date) => Promise<number>>()
    .mockImplementationOnce(() => {
      throw Object.assign(new Error("not connected"), { code: "ECONNRESET" });
    })
    .mockRejectedValueOnce(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" }))
    .mockResolvedValue(1);
  const { logger, events } = logged();
  const retention = startDemoCallRetention({ purge, logger });
  await vi.advanceTimersByTimeAsync(2 * HOUR_MS);
  await retention.stop();

  expect(events()).toEqual([
    expect.objectContaining({
      level: "error",
      event: "demo_calls.purge_failed",
      error: "Error",
      code: "ECONNRESET",
    }),
    expect.objectContaining({
      level: "error",
      event: "demo_calls.purge_failed",
      error: "Error",
      code: "ECONNREFUSED",
    }),
    expect.objectContaining({ event: "demo_calls.purged", count: 1 }),
  ]);
});

it("does not start a sweep while one runs, and stop waits for it", async () => {
  let finish: (count: number) => void = () => undefined;
  const purge = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        finish = resolve;
      }),
  );
  const { logger, events } = logged();
  const retention = startDemoCallRetention({ purge, logger });
  await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
  expect(purge).toHaveBeenCalledTimes(1);

  let stopped = false;
  const stopping = retention.stop().then(() => {
    stopped = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish(4);
  await stopping;
  expect(events()).toEqual([expect.objectContaining({ event: "demo_calls.purged", count: 4 })]);
  expect(purge).toHaveBeenCalledTimes(1);
});

it("keeps no timer that holds the process open, and none once stopped", async () => {
  const setInterval = vi.spyOn(globalThis, "setInterval");
  const retention = startDemoCallRetention({
    purge: () => Promise.resolve(0),
    logger: logged().logger,
  });
  const [timer] = setInterval.mock.results;
  expect((timer?.value as NodeJS.Timeout | undefined)?.hasRef()).toBe(false);
  expect(vi.getTimerCount()).toBe(1);
  await retention.stop();
  expect(vi.getTimerCount()).toBe(0);
  setInterval.mockRestore();
});
