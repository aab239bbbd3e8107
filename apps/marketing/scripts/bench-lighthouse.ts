// `pnpm bench:lighthouse`: this build of the site against a reference build, side by side.
//
// A Lighthouse score depends on the machine as much as on the page (the same build scored 100 on
// one 2-core machine and 83 on another), and on what else the machine does at that moment. So
// both builds are measured in one run, interleaved: for each round, each page is measured once
// from the reference build, then once from this one, each served by the production static host
// on a port of its own. The table gives each metric's median over the rounds and the ratio
// (this build / reference). The mobile profile's CPU slowdown is calibrated to the machine as CI's
// is (scripts/cpu-slowdown.ts; LIGHTHOUSE_CPU_SLOWDOWN=4 for Lighthouse's default).
//
// Usage (after `pnpm build`):
//   node scripts/bench-lighthouse.ts --reference-ref <git revision>   builds it in a worktree
//   node scripts/bench-lighthouse.ts --reference <folder>              an existing build/client
// Options: --rounds N (default 5), --page /path (repeatable; default the Lighthouse CI pages),
// --desktop (Lighthouse's desktop preset instead of its mobile default).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { startStaticHost } from "../../../tooling/static-host.ts";
import { calibratedSlowdown } from "./cpu-slowdown.ts";
import { launchLighthouseChrome } from "./lighthouse-chrome.ts";
import { LIGHTHOUSE_PAGES } from "./lighthouse-pages.ts";
import { median } from "./median.ts";

const repo = new URL("../../..", import.meta.url).pathname;
const site = join(repo, "apps/marketing");

// pnpm 11 passes the `--` of `pnpm bench:… -- --flag` on to the script: it is not an argument.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--")),
  options: {
    reference: { type: "string" },
    "reference-ref": { type: "string" },
    rounds: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
    desktop: { type: "boolean", default: false },
  },
});

/** A build of the site at `revision`, made in a worktree of its own; returns its build/client. */
function buildReference(revision: string): string {
  const sha = execFileSync("git", ["rev-parse", "--short", revision], { cwd: repo })
    .toString()
    .trim();
  const tree = join(tmpdir(), `novaline-bench-${sha}`);
  const client = join(tree, "apps/marketing/build/client");
  if (existsSync(join(client, "index.html"))) return client;
  if (!existsSync(tree)) {
    execFileSync("git", ["worktree", "add", "--detach", tree, sha], {
      cwd: repo,
      stdio: "inherit",
    });
  }
  console.log(`Building the reference (${sha}) in ${tree}…`);
  execFileSync("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], {
    cwd: tree,
    stdio: "inherit",
  });
  // The site's size check may fail on an older build: what is measured is its output.
  execFileSync(
    "pnpm",
    ["--filter", "@novaline/marketing...", "--workspace-concurrency=1", "build"],
    {
      cwd: tree,
      stdio: "inherit",
      env: { ...process.env },
    },
  );
  if (!existsSync(join(client, "index.html"))) throw new Error(`No build in ${client}.`);
  return client;
}

const referenceDir =
  values.reference ?? (values["reference-ref"] && buildReference(values["reference-ref"]));
if (!referenceDir) {
  console.error(
    "Give the reference: --reference-ref <git revision> or --reference <build/client>.",
  );
  process.exit(2);
}
const rounds = Number(values.rounds);
const pages = values.page ?? LIGHTHOUSE_PAGES;

interface Figures {
  Perf: number;
  FCP: number;
  LCP: number;
  TBT: number;
  TTI: number;
  "Longest task": number;
}
const metricNames: (keyof Figures)[] = ["Perf", "FCP", "LCP", "TBT", "TTI", "Longest task"];

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const tasks = (
    lhr.audits["long-tasks"]?.details as { items?: { duration: number }[] } | undefined
  )?.items;
  return {
    Perf: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    FCP: audit("first-contentful-paint"),
    LCP: audit("largest-contentful-paint"),
    TBT: audit("total-blocking-time"),
    TTI: audit("interactive"),
    "Longest task": Math.max(0, ...(tasks ?? []).map((task) => task.duration)),
  };
}

const builds = [
  { name: "reference", port: 4331, dir: referenceDir },
  { name: "this build", port: 4332, dir: join(site, "build/client") },
] as const;
const servers = await Promise.all(
  builds.map((build) => startStaticHost("marketing", build.port, build.dir)),
);
// The mobile profile's CPU slowdown, calibrated to this machine as in `pnpm lighthouse`
// (scripts/cpu-slowdown.ts), measured before the host and Chrome start.
const calibration = values.desktop ? undefined : await calibratedSlowdown();
if (calibration) {
  console.log(`CPU slowdown ${String(calibration.slowdown)}×: ${calibration.reason}`);
}
const launched = await launchLighthouseChrome();
const { chrome } = launched;
const flags = calibration
  ? { ...launched.flags, throttling: { cpuSlowdownMultiplier: calibration.slowdown } }
  : launched.flags;
const results = new Map<string, Figures[]>();
const benchmarkIndexes: number[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      for (const build of builds) {
        const result = await lighthouse(
          `http://127.0.0.1:${String(build.port)}${page}`,
          flags,
          values.desktop ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const key = `${page}\t${build.name}`;
        results.set(key, [...(results.get(key) ?? []), figures(result.lhr)]);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      }
    }
    console.log(`Round ${String(round)} of ${String(rounds)} done.`);
  }
} finally {
  chrome.kill();
  for (const server of servers) server.close();
}

const width = Math.max(...pages.map((page) => page.length), 4);
console.log(
  `\nLighthouse ${values.desktop ? "desktop" : `mobile (CPU ${String(calibration?.slowdown)}× slower)`}, median of ${String(rounds)} interleaved runs per build (ms; Perf is the score)`,
);
console.log(
  ["page".padEnd(width), "build".padEnd(10), ...metricNames.map((name) => name.padStart(12))].join(
    " ",
  ),
);
for (const page of pages) {
  const medians = builds.map((build) => {
    const runs = results.get(`${page}\t${build.name}`) ?? [];
    return Object.fromEntries(
      metricNames.map((name) => [name, median(runs.map((run) => run[name]))]),
    ) as unknown as Figures;
  });
  builds.forEach((build, index) => {
    const row = medians[index];
    if (!row) return;
    console.log(
      [
        (index === 0 ? page : "").padEnd(width),
        build.name.padEnd(10),
        ...metricNames.map((name) => Math.round(row[name]).toLocaleString("en-US").padStart(12)),
      ].join(" "),
    );
  });
  const [reference, current] = medians;
  if (reference && current) {
    console.log(
      [
        "".padEnd(width),
        "ratio".padEnd(10),
        ...metricNames.map((name) =>
          (reference[name] ? (current[name] / reference[name]).toFixed(2) : "–").padStart(12),
        ),
      ].join(" "),
    );
  }
}
console.log(
  `Machine speed (Lighthouse's benchmarkIndex): median ${String(Math.round(median(benchmarkIndexes)))}, from ${String(Math.round(Math.min(...benchmarkIndexes)))} to ${String(Math.round(Math.max(...benchmarkIndexes)))}`,
);
