import { expect, it } from "vitest";
import { retryDelay } from "./worker.js";

it("waits twice as long after each failed try, up to the cap, and gives up after the last try", () => {
  const policy = { baseMs: 5000, maxMs: 60_000, maxAttempts: 6 };
  expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, policy))).toEqual([
    5000, 10_000, 20_000, 40_000, 60_000,
  ]);
  expect(retryDelay(6, policy)).toBeNull();
});
