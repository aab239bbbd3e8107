import { LEAD_KINDS, type InsightsReport, type LeadKind } from "@novaline/inquiry";
import { nice, ticks } from "d3-array";
import { scaleBand } from "d3-scale";
import { curveStepAfter, line, stack } from "d3-shape";

/** All leads of a bar, whatever their kind. */
export const sum = (leads: Readonly<Record<LeadKind, number>>) =>
  LEAD_KINDS.reduce((total, kind) => total + leads[kind], 0);

type Bar = InsightsReport["leads"]["series"][number];

// The geometry comes from d3 (the band scale, round ticks, the stacking, the step line): the
// modules Recharts and visx are built on, without their components. The markup is ours: SVG that
// screen readers skip for the table beside it, coloured by the theme's variables. d3-shape,
// d3-scale's band scale and d3-array's ticks add 5.2 kB gzip to the dashboard's chunk and nothing
// to the inbox (d3-scale's linear scale would add 8 kB more: colours and number formats the chart
// does not need). The canvas libraries measured against them draw what assistive technology cannot
// read: uPlot 1.6.32 is 22.0 kB and Chart.js 4.6.1 70.9 kB; Recharts 3 brings Redux Toolkit and
// Immer with it (npm, 2026-11-30).
const stackByKind = stack<Bar, LeadKind>()
  .keys(LEAD_KINDS)
  .value((bar, kind) => bar.current.leads[kind]);

/** The chart's drawing units: each bar is 10 wide, the plot 100 high (scaled to the box). */
export const BAR_WIDTH = 10;
export const HEIGHT = 100;

/** Scales, stacked bars, the previous period's step line and the y ticks of `series`. */
export function chartGeometry(series: readonly Bar[]) {
  const highest = Math.max(
    ...series.map((bar) => Math.max(sum(bar.current.leads), sum(bar.previous.leads))),
  );
  // At least 0–4, so a quiet period does not draw one lead as a full-height bar; a round top.
  const [, top] = nice(0, Math.max(4, highest), 4);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const x = scaleBand()
    .domain(series.map((bar) => bar.current.from))
    .range([0, series.length * BAR_WIDTH])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const start = (bar: Bar) => (x(bar.current.from) ?? 0) - x.step() * x.paddingInner() * 0.5;
  // The previous period's totals as a step over each bar's slot, closed at the last slot's end.
  const last = series.at(-1);
  const steps: [number, number][] = series.map((bar) => [start(bar), y(sum(bar.previous.leads))]);
  if (last) steps.push([start(last) + x.step(), y(sum(last.previous.leads))]);
  return {
    x,
    y,
    width: series.length * BAR_WIDTH,
    layers: stackByKind(series),
    previousLine: line().curve(curveStepAfter)(steps) ?? "",
    ticks: ticks(0, top, 4).filter(Number.isInteger),
  };
}
