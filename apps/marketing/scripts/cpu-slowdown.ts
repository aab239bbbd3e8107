// How much Lighthouse slows the page's CPU down, calibrated to the machine it runs on.
//
// Lighthouse's mobile profile slows the CPU by a constant 4×, which turns a typical high-end
// desktop into a mid-range phone (docs/throttling.md, "Calibrating the CPU slowdown"). The factor
// is relative to the host: on a machine half as fast, 4× emulates a phone half as fast. CI's
// 2-core machines differ by that much from one day to the next: Lighthouse's CPU benchmark index
// was 2,650–2,900 on the runs that scored 98–100, and 642–1,671 (median 1,150) on the run of
// 2026-11-30 that scored the same code 77–90.
//
// So the phone is fixed, not the factor: the one issue 41 set the goals on, Lighthouse's 4× on a
// machine of benchmark index 2,500, a phone of index 625. Before its runs, `pnpm lighthouse`
// measures this machine's index in the Chromium it runs Lighthouse in (Lighthouse's own
// benchmark, the median of a few) and slows the CPU by index / 625: 4× at 2,500, 4.6× at 2,900,
// 1.8× at 1,150. Every report still carries the index Lighthouse measured at its start, and the
// summary prints both, so a run on a machine that changed speed midway shows it.
// LIGHTHOUSE_CPU_SLOWDOWN=<factor> sets the factor by hand (4 is Lighthouse's default).
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumLaunchOptions } from "../../../tooling/chromium.ts";
import { median } from "./median.ts";

/** The machine issue 41's goals were set on, with Lighthouse's default slowdown on it. */
export const REFERENCE_MACHINE = { benchmarkIndex: 2_500, slowdown: 4 } as const;

/** The emulated phone's benchmark index: what Lighthouse's 4× made of the reference machine. */
export const EMULATED_PHONE_INDEX = REFERENCE_MACHINE.benchmarkIndex / REFERENCE_MACHINE.slowdown;

/**
 * The CPU slowdown that turns a machine of `benchmarkIndex` into the emulated phone, to a tenth;
 * never below 1 (a machine slower than the phone runs unthrottled, and its scores say so).
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`A benchmark index is a positive number, not ${String(benchmarkIndex)}.`);
  }
  return Math.max(1, Math.round((benchmarkIndex / EMULATED_PHONE_INDEX) * 10) / 10);
}

/**
 * This machine's Lighthouse benchmark index, measured as Lighthouse measures it at the start of a
 * run (its page function, about 1 s, in a blank page of the same Chromium): the median of
 * `samples`, after one run that warms V8 up.
 */
export async function measureBenchmarkIndex(samples = 5): Promise<{
  median: number;
  samples: number[];
}> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const measured: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      measured.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return { median: median(measured), samples: measured };
  } finally {
    await browser.close();
  }
}

/** The slowdown a Lighthouse run on this machine uses, and where it came from, for the log. */
export async function calibratedSlowdown(
  byHand = process.env.LIGHTHOUSE_CPU_SLOWDOWN,
): Promise<{ slowdown: number; reason: string }> {
  if (byHand !== undefined && byHand !== "") {
    const slowdown = Number(byHand);
    if (!Number.isFinite(slowdown) || slowdown < 1) {
      throw new RangeError(`LIGHTHOUSE_CPU_SLOWDOWN is a factor of 1 or more, not "${byHand}".`);
    }
    return { slowdown, reason: `LIGHTHOUSE_CPU_SLOWDOWN=${byHand}` };
  }
  const index = await measureBenchmarkIndex();
  const slowdown = slowdownFor(index.median);
  return {
    slowdown,
    reason:
      `this machine's benchmark index ${String(Math.round(index.median))}` +
      ` (samples ${index.samples.map((sample) => String(Math.round(sample))).join(", ")})` +
      ` / the emulated phone's ${String(EMULATED_PHONE_INDEX)}` +
      ` (Lighthouse's ${String(REFERENCE_MACHINE.slowdown)}× on a machine of` +
      ` ${String(REFERENCE_MACHINE.benchmarkIndex)})`,
  };
}
