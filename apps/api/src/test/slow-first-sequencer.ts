// The order the API's test files start in: the ones that wait longest first. Vitest orders files
// by their durations in its cache (node_modules/.vite), and without one (a fresh clone, as in CI)
// by size, largest first; the slowest files here are small ones that run a shared contract
// against a real server (`*.process.test.ts`: killed mid-request, restarted, drained) or wait for
// a Vapi stand-in answering late. Started last, they ran on after everything else: without a
// cache, `pnpm test` took 144 s here, the two longest files (43-48 s) starting at 80 s; with this
// order, and the slow-Vapi placements in files of their own, 115 s (2026-11-30).
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The files that take 15-50 s each, mostly waiting, longest first. */
const SLOW_FILES = [
  /demo-calls\/placement[a-z-]*\.[a-z]+\.process\.test\.ts$/,
  /demo-calls\/placement-worker\.[a-z]+\.test\.ts$/,
  /\.process\.test\.ts$/,
  /demo-calls\/routes\.[a-z]+\.test\.ts$/,
];

/** The rank of a file among the slow ones, or the number of them for any other. */
const rank = (spec: TestSpecification) => {
  const path = spec.moduleId.replaceAll("\\", "/");
  const index = SLOW_FILES.findIndex((pattern) => pattern.test(path));
  return index === -1 ? SLOW_FILES.length : index;
};

/** Vitest's order (cached durations, else size), with the slow files moved to the front. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    // A stable sort: Vitest's order within each rank.
    return ordered.toSorted((a, b) => rank(a) - rank(b));
  }
}
