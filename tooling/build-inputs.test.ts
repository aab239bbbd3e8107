// A change to a test, a story or a browser test does not rebuild anything: turbo's hash of each
// build leaves those files out (turbo.json's `inputs`), asked of turbo itself.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;

interface DryRun {
  tasks: { taskId: string; task: string; inputs: Record<string, string> }[];
}

const builds = (
  JSON.parse(
    execFileSync(process.execPath, ["tooling/turbo.ts", "run", "build", "--dry=json"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as DryRun
).tasks.filter((task) => task.task === "build");

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
