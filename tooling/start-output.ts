// What `pnpm start` shows of its children's output: its own banner, the apps' warnings and errors
// (and the API's refused requests), not the lines every run prints the same.

/** Lines that say nothing a newcomer needs: turbo's run banner and summary, each dev server's
 * own "ready" lines (the start banner lists every address), and known deprecation notices of
 * our tools' internals that we cannot act on. */
const NOISE: readonly RegExp[] = [
  /^\s*$/,
  /^\s*• /, // turbo: version, packages in scope, remote caching
  /: cache (bypass|hit|miss)/,
  /^[@\w/-]+:dev: \$ /, // the script each dev task runs
  /^[@\w/-]+:dev:\s*$/,
  /VITE v[\d.]+\s+ready in/,
  /➜\s+(Local|Network):/,
  /\[vite\] \((client|ssr)\) (\[optimizer\] bundling dependencies|connected)/,
  // React Router 8's dev command restarts itself once with Node's development condition.
  /\[restart\] Relaunching with --conditions=development$/,
  /^Shutting down Turborepo tasks/,
  /^\s*(Tasks|Cached|Time):\s/,
];

/** Whether `line` of a child's output is noise `pnpm start` leaves out. */
export function isStartNoise(line: string): boolean {
  return NOISE.some((pattern) => pattern.test(line));
}
