import { LEAD_KINDS, type InsightsReport, type LeadKind } from "@novaline/inquiry";
import { describe, expect, it } from "vitest";
import { BAR_WIDTH, HEIGHT, chartGeometry } from "./leads-chart-geometry.js";

type Bar = InsightsReport["leads"]["series"][number];

const leads = (counts: Partial<Record<LeadKind, number>>) =>
  Object.fromEntries(LEAD_KINDS.map((kind) => [kind, counts[kind] ?? 0])) as Record<
    LeadKind,
    number
  >;

const bar = (day: number, current: Partial<Record<LeadKind, number>>, previous: number): Bar => ({
  current: { from: `2026-11-${String(day)}`, to: `2026-11-${String(day)}`, leads: leads(current) },
  previous: {
    from: `2026-10-${String(day)}`,
    to: `2026-10-${String(day)}`,
    leads: leads({ contact: previous }),
  },
});

describe("chartGeometry", () => {
  it("stacks each day's kinds in the legend's order, from the bottom", () => {
    const { layers } = chartGeometry([bar(10, { contact: 3, maintenance: 2, "phone-demo": 1 }, 0)]);
    expect(layers.map((layer) => layer.key)).toEqual(LEAD_KINDS);
    expect(layers.map((layer) => [...(layer[0] ?? [])])).toEqual([
      [0, 3],
      [3, 3],
      [3, 5],
      [5, 6],
    ]);
  });

  it("rounds the axis up to a tick above the highest bar, this period's or the previous", () => {
    const { y, ticks } = chartGeometry([bar(10, { contact: 7 }, 0), bar(11, {}, 13)]);
    expect(ticks).toEqual([0, 5, 10, 15]);
    expect(y(15)).toBe(0);
    expect(y(0)).toBe(HEIGHT);
    expect(y(7)).toBeCloseTo(HEIGHT - (7 / 15) * HEIGHT);
  });

  it("keeps a quiet period's axis at 0–4 in whole leads, so one lead is not a full bar", () => {
    const { y, ticks } = chartGeometry([bar(10, { demo: 1 }, 0)]);
    expect(ticks).toEqual([0, 1, 2, 3, 4]);
    expect(y(1)).toBe(HEIGHT * 0.75);
  });

  it("centres each bar in its day's slot, and steps the previous totals over the same slots", () => {
    const series = [bar(10, { contact: 1 }, 2), bar(11, { contact: 1 }, 4)];
    const { x, width, previousLine } = chartGeometry(series);
    expect(width).toBe(2 * BAR_WIDTH);
    expect(x.step()).toBe(BAR_WIDTH);
    const first = x("2026-11-10") ?? Number.NaN;
    expect(first + x.bandwidth() / 2).toBeCloseTo(BAR_WIDTH / 2);
    // From 0 at the previous total of 2, to 10 at 4, held to the end (20).
    const points = [...previousLine.matchAll(/[ML]([\d.]+),([\d.]+)/g)]
      .map(([, px, py]) => `${px ?? ""},${py ?? ""}`)
      .filter((point, index, all) => point !== all[index - 1]);
    expect(points).toEqual([`0,${String(HEIGHT / 2)}`, `10,${String(HEIGHT / 2)}`, "10,0", "20,0"]);
  });
});
