// A change to a test, a story or a browser test does not rebuild anything: turbo's hash of each
// build leaves those files out (turbo.json's `inputs`), asked of turbo itself. Nor does what a
// run writes: `pnpm test` runs turbo once per step, and a later step must find the builds of the
// earlier ones in the cache, so that Lighthouse measures the very build the browser tests passed.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;

interface DryRun {
  globalCacheInputs: { files: Record<string, string> };
  tasks: { taskId: string; task: string; inputs: Record<string, string> }[];
}

const dryRun = JSON.parse(
  execFileSync(process.execPath, ["tooling/turbo.ts", "run", "build", "--dry=json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  }),
) as DryRun;
const builds = dryRun.tasks.filter((task) => task.task === "build");

/** The files of `files` that git ignores (logs, test results, builds: what a run writes). */
function ignoredOf(files: string[]): string[] {
  try {
    return execFileSync("git", ["check-ignore", "--stdin"], {
      cwd: root,
      input: files.join("\n"),
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

const NOT_BUILT =
  /\.test\.|\.stories\.|(^|\/)(e2e|browser)\/|\.md$|(vitest(\.[\w-]+)?|playwright)\.config\.ts$/;

describe("build inputs", () => {
  it("cover every workspace's build", () => {
    expect(builds.map((task) => task.taskId)).toEqual(
      expect.arrayContaining([
        "@novaline/ui#build",
        "@novaline/voice-core#build",
        "@novaline/marketing#build",
        "@novaline/api#build",
      ]),
    );
  });

  it.each(builds.map((task) => [task.taskId, Object.keys(task.inputs)] as const))(
    "%s hashes its sources, not its tests, stories or docs",
    (_task, files) => {
      expect(files.filter((file) => NOT_BUILT.test(file))).toEqual([]);
    },
  );

  it("hash nothing a run writes: the inputs every task shares are the repository's own files", () => {
    // turbo.json's globalDependencies globs do not heed .gitignore: "tooling/**" took in the
    // tooling package's turbo logs and test report, written in the first step of `pnpm test`,
    // and every later step rebuilt the packages and both sites.
    const files = Object.keys(dryRun.globalCacheInputs.files);
    expect(files).toEqual(expect.arrayContaining(["tooling/static-host.ts", "tsconfig.base.json"]));
    expect(ignoredOf(files)).toEqual([]);
  });

  it("still hash what the builds read: sources, configs, the site's scripts", () => {
    const inputs = (id: string) => Object.keys(builds.find((t) => t.taskId === id)?.inputs ?? {});
    expect(inputs("@novaline/ui#build")).toEqual(
      expect.arrayContaining(["src/components/button.tsx", "tsdown.config.ts", "package.json"]),
    );
    expect(inputs("@novaline/marketing#build")).toEqual(
      expect.arrayContaining([
        ".size-limit.js",
        "first-load-budgets.json",
        "react-router.config.ts",
      ]),
    );
  });
});
