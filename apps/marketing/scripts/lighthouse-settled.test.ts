import { describe, expect, it } from "vitest";
import { pagesToRunAgain, settles, type LighthouseRun } from "./lighthouse-settled.ts";

const floor = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 };
type Category = keyof typeof floor;
/** One run of `url`: every category at 1 but those given. */
const run = (
  url: string,
  scores: Partial<Record<Category, number | null>> = {},
): LighthouseRun => ({
  requestedUrl: url,
  categories: Object.fromEntries(
    Object.keys(floor).map((category) => [category, { score: scores[category as Category] ?? 1 }]),
  ),
});

describe("settles", () => {
  it("takes a run at every floor with Performance three points above its own", () => {
    expect(settles(run("/", { performance: 0.98 }), floor, 0.03)).toBe(true);
    expect(settles(run("/", { performance: 1 }), floor, 0.03)).toBe(true);
  });

  it("does not take a run that passes Performance by less than the margin", () => {
    expect(settles(run("/", { performance: 0.97 }), floor, 0.03)).toBe(false);
    expect(settles(run("/", { performance: 0.95 }), floor, 0.03)).toBe(false);
  });

  it("does not take a run below any other floor, or without a score", () => {
    expect(settles(run("/", { accessibility: 0.98 }), floor, 0.03)).toBe(false);
    const withoutScore: LighthouseRun = {
      requestedUrl: "/",
      categories: { ...run("/").categories, seo: { score: null } },
    };
    expect(settles(withoutScore, floor, 0.03)).toBe(false);
    const withoutCategory: LighthouseRun = { requestedUrl: "/", categories: {} };
    expect(settles(withoutCategory, floor, 0.03)).toBe(false);
  });
});

describe("pagesToRunAgain", () => {
  it("names each page measured once that its run does not settle, in order", () => {
    const runs = [
      run("/pricing", { performance: 0.9 }),
      run("/", { performance: 0.99 }),
      run("/roi", { "best-practices": 0.96 }),
    ];
    expect(pagesToRunAgain(runs, floor, 0.03)).toEqual(["/pricing", "/roi"]);
  });

  it("leaves out a page already run three times, whatever its scores: its median decides", () => {
    const runs = [
      run("/pricing", { performance: 0.9 }),
      run("/pricing", { performance: 0.96 }),
      run("/pricing", { performance: 0.97 }),
    ];
    expect(pagesToRunAgain(runs, floor, 0.03)).toEqual([]);
  });
});
