// `pnpm bench:cpu-time`: how much of each page's Total Blocking Time is the page's own work, and
// how much is the machine (see trace-at-cpu-time.ts).
//
// Each page is loaded by Lighthouse (mobile, as in CI) and its trace audited twice: as measured,
// and with every task of the page's main thread shrunk to the CPU time it got. The table gives the
// medians over the rounds. With --blame, each task of the first round is shrunk alone, and the
// tasks that moved the TBT most are listed: where to look first.
//
// Usage (after `pnpm build`): node scripts/lighthouse-cpu-time.ts [--rounds N] [--page /path]…
// [--blame]
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { startStaticHost } from "../../../tooling/static-host.ts";
import { launchLighthouseChrome } from "./lighthouse-chrome.ts";
import { LIGHTHOUSE_PAGES } from "./lighthouse-pages.ts";
import { atCpuTime, pageMainThread, topLevelTasks, type TraceEvent } from "./trace-at-cpu-time.ts";

// pnpm 11 passes the `--` of `pnpm bench:… -- --flag` on to the script: it is not an argument.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--")),
  options: {
    rounds: { type: "string", default: "3" },
    page: { type: "string", multiple: true },
    blame: { type: "boolean", default: false },
  },
});
const rounds = Number(values.rounds);
const pages = values.page ?? LIGHTHOUSE_PAGES;
const port = 4333;

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
type Run = Awaited<ReturnType<typeof lighthouse>>;
const tbtOf = (result: Run) =>
  result?.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
const scoreOf = (result: Run) =>
  Math.round((result?.lhr.categories.performance?.score ?? Number.NaN) * 100);

const server = await startStaticHost("marketing", port);
const launched = await launchLighthouseChrome();
const { chrome } = launched;
// Simulated throttling here, whatever CI uses: this asks how much of the simulation's TBT is the
// machine's waiting, and with applied throttling a task's CPU time is no longer its work × 4.
const flags = { ...launched.flags, throttlingMethod: "simulate" as const };
const folders: string[] = [];

/** The saved run in `from`, with its trace replaced by `events`, in a folder of its own. */
function withTrace(from: string, events: TraceEvent[]): string {
  const to = mkdtempSync(join(tmpdir(), "lh-cpu-time-"));
  folders.push(to);
  cpSync(from, to, { recursive: true });
  writeFileSync(join(to, "trace.json"), JSON.stringify({ traceEvents: events }));
  return to;
}

const rows: {
  page: string;
  measured: number[];
  cpu: number[];
  score: number[];
  cpuScore: number[];
}[] = [];
try {
  for (const page of pages) {
    const url = `http://127.0.0.1:${String(port)}${page}`;
    const row = {
      page,
      measured: [] as number[],
      cpu: [] as number[],
      score: [] as number[],
      cpuScore: [] as number[],
    };
    rows.push(row);
    for (let round = 1; round <= rounds; round++) {
      const saved = mkdtempSync(join(tmpdir(), "lh-run-"));
      folders.push(saved);
      await lighthouse(url, { ...flags, gatherMode: saved });
      const measured = await lighthouse(url, { ...flags, auditMode: saved });
      const { traceEvents } = JSON.parse(readFileSync(join(saved, "trace.json"), "utf8")) as {
        traceEvents: TraceEvent[];
      };
      const cpu = await lighthouse(url, {
        ...flags,
        auditMode: withTrace(saved, atCpuTime(traceEvents)),
      });
      row.measured.push(tbtOf(measured));
      row.cpu.push(tbtOf(cpu));
      row.score.push(scoreOf(measured));
      row.cpuScore.push(scoreOf(cpu));
      if (values.blame && round === 1) {
        const base = tbtOf(measured);
        const tasks = topLevelTasks(traceEvents, pageMainThread(traceEvents)).filter(
          (task) => (task.dur ?? 0) >= 8_000 && (task.tdur ?? 0) < (task.dur ?? 0),
        );
        const blamed: { task: TraceEvent; gain: number }[] = [];
        for (const task of tasks) {
          const alone = await lighthouse(url, {
            ...flags,
            auditMode: withTrace(
              saved,
              atCpuTime(
                traceEvents,
                (t) => t.ts === task.ts && t.pid === task.pid && t.tid === task.tid,
              ),
            ),
          });
          blamed.push({ task, gain: base - tbtOf(alone) });
        }
        const start = traceEvents.find((event) => event.name === "navigationStart")?.ts ?? 0;
        console.log(
          `\n${page}: TBT ${String(Math.round(base))} ms; the tasks whose own waiting cost most`,
        );
        for (const { task, gain } of blamed.sort((a, b) => b.gain - a.gain).slice(0, 8)) {
          const inside = new Set(
            traceEvents
              .filter(
                (event) =>
                  event.pid === task.pid &&
                  event.tid === task.tid &&
                  event !== task &&
                  event.ts >= task.ts &&
                  event.ts < task.ts + (task.dur ?? 0),
              )
              .map((event) => event.name),
          );
          console.log(
            `  at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms: ${((task.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms, ${((task.tdur ?? 0) / 1000).toFixed(1).padStart(5)} ms of CPU, TBT −${String(Math.round(gain))} ms  ${[...inside].slice(0, 4).join(", ")}`,
          );
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

const width = Math.max(...pages.map((page) => page.length), 4);
console.log(
  `\nLighthouse mobile, median of ${String(rounds)} runs: Total Blocking Time (ms) and score as measured, and with each main-thread task at its CPU time`,
);
console.log(["page".padEnd(width), "TBT", "Perf", "TBT at CPU time", "Perf"].join("  "));
for (const row of rows) {
  console.log(
    [
      row.page.padEnd(width),
      String(Math.round(median(row.measured))).padStart(3),
      String(median(row.score)).padStart(4),
      String(Math.round(median(row.cpu))).padStart(15),
      String(median(row.cpuScore)).padStart(4),
    ].join("  "),
  );
}
