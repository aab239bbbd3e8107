// Which pages one Lighthouse run settles (`pnpm lighthouse`, scripts/lighthouse-ci.ts): a run at
// every floor, with Performance a margin above its own, is taken as the page's result; any other
// page is run twice more and judged, as before, on the median of three runs.
import { LIGHTHOUSE_FLOOR, LIGHTHOUSE_SETTLED_MARGIN } from "./lighthouse-pages.ts";

/** What this reads of one Lighthouse result (an lhr). */
export interface LighthouseRun {
  requestedUrl: string;
  categories: Record<string, { score: number | null } | undefined>;
}

/** Whether `run` alone settles its page: every category at its floor, Performance with margin. */
export function settles(
  run: LighthouseRun,
  floor: Record<string, number> = LIGHTHOUSE_FLOOR,
  margin = LIGHTHOUSE_SETTLED_MARGIN,
): boolean {
  return Object.entries(floor).every(([category, minimum]) => {
    const needed = category === "performance" ? Math.min(1, minimum + margin) : minimum;
    // In whole points, as Lighthouse shows them (0.95 + 0.03 is 0.9799… in floating point).
    return Math.round((run.categories[category]?.score ?? 0) * 100) >= Math.round(needed * 100);
  });
}

/**
 * The pages to run again, in the order first measured: each page measured once whose run does not
 * settle it. A page with several runs already has its median.
 */
export function pagesToRunAgain(
  runs: readonly LighthouseRun[],
  floor: Record<string, number> = LIGHTHOUSE_FLOOR,
  margin = LIGHTHOUSE_SETTLED_MARGIN,
): string[] {
  const byPage = new Map<string, LighthouseRun[]>();
  for (const run of runs)
    byPage.set(run.requestedUrl, [...(byPage.get(run.requestedUrl) ?? []), run]);
  return [...byPage]
    .filter(
      ([, [first, ...others]]) => first && others.length === 0 && !settles(first, floor, margin),
    )
    .map(([url]) => url);
}
