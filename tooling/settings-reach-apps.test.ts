// Every setting an app's README documents reaches that app's dev server under `pnpm start` and
// `pnpm dev`: asked of turbo itself (a dry run with each command's own arguments), which in its
// default env mode would hand a task only the variables turbo.json lists.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startDevArgs } from "./dev-servers.ts";

const root = new URL("..", import.meta.url).pathname;
const read = (path: string) => readFileSync(`${root}${path}`, "utf8");

/** The settings named in the first column of a README's tables (`| `NAME`, `OTHER` | …`). */
function tableSettings(readme: string): string[] {
  return readme
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
    .map(([, name]) => name ?? "");
}

/** The site's build settings, listed in the root README's row for apps/marketing. */
function siteSettings(): string[] {
  const row = read("README.md")
    .split("\n")
    .find((line) => line.startsWith("| `apps/marketing`"));
  return [...(row ?? "").matchAll(/`(VITE_[A-Z0-9_]+)`/g)].map(([, name]) => name ?? "");
}

const settings: Record<string, string[]> = {
  "@novaline/api": tableSettings(read("apps/api/README.md")),
  "@novaline/admin": tableSettings(read("apps/admin/README.md")),
  "@novaline/marketing": siteSettings(),
};

const devScript = (JSON.parse(read("package.json")) as { scripts: { dev: string } }).scripts.dev;
const commands: Record<string, string[]> = {
  // `node tooling/turbo.ts run dev …`: what follows the wrapper.
  "pnpm dev": devScript.split(" ").slice(2),
  "pnpm start": [...startDevArgs],
};

interface DryRunTask {
  package: string;
  task: string;
  envMode: "strict" | "loose";
  environmentVariables: { specified: { passThroughEnv: string[] } };
}
interface DryRun {
  envMode: "strict" | "loose";
  globalCacheInputs: { environmentVariables: { specified: { passThroughEnv: string[] } } };
  tasks: DryRunTask[];
}

function dryRun(args: string[]): DryRun {
  const output = execFileSync(process.execPath, ["tooling/turbo.ts", ...args, "--dry=json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as DryRun;
}

/** Whether turbo hands `name` to the task: a loose run, or a listed name or `PREFIX_*`. */
function reaches(run: DryRun, task: DryRunTask, name: string): boolean {
  if (task.envMode === "loose") return true;
  const listed = [
    ...run.globalCacheInputs.environmentVariables.specified.passThroughEnv,
    ...task.environmentVariables.specified.passThroughEnv,
  ];
  return listed.some((entry) =>
    entry.endsWith("*") ? name.startsWith(entry.slice(0, -1)) : entry === name,
  );
}

describe.each(Object.entries(commands))("%s", (_command, args) => {
  const run = dryRun(args);
  it.each(Object.entries(settings))(
    "hands %s's dev server every setting its documentation names",
    (app, names) => {
      expect(names.length).toBeGreaterThan(3);
      const task = run.tasks.find((entry) => entry.package === app && entry.task === "dev");
      expect(task, `${app} has no dev task in this run`).toBeDefined();
      if (!task) return;
      expect(names.filter((name) => !reaches(run, task, name))).toEqual([]);
    },
  );
});
