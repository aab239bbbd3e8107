#!/usr/bin/env node
// Why: API Extractor's check says that a package's public API changed, not that the change will
// reach users under a version that says so. A change to a package's checked-in API reports since
// its last release must come with a changeset that names the package.
//
//   node tooling/api-changeset.ts <package folder>   (from a package's check:package)
//
// The last release is the last commit that changed the package's `version` (what
// `changeset version` does); the reports are its `api/*.api.md`. Without that history (a shallow
// clone, a tarball) it says so and checks nothing.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** The packages a changeset file releases, from its front matter (`"name": bump` lines). */
export function packagesOf(changeset: string): string[] {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(changeset)?.[1] ?? "";
  return [...front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map(
    ([, name = ""]) => name,
  );
}

/** The changesets in `folder` (`.changeset`) that release `name`, by file name. */
export function changesetsFor(folder: string, name: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .filter((file) => packagesOf(readFileSync(join(folder, file), "utf8")).includes(name));
}

/** What the check found for one package. */
export type ApiChangesetResult =
  | { status: "no-history"; reason: string }
  | { status: "unchanged"; since: string }
  | { status: "released"; since: string; changed: string[]; changesets: string[] }
  | { status: "missing"; since: string; changed: string[] };

/**
 * Whether the package in `packageDir` (inside a git checkout whose root holds `.changeset/`) has
 * changed its API reports since its last release without a changeset naming it.
 */
export function checkApiChangeset(packageDir: string): ApiChangesetResult {
  const dir = resolve(packageDir);
  let root: string;
  try {
    root = git(dir, "rev-parse", "--show-toplevel");
    if (git(dir, "rev-parse", "--is-shallow-repository") === "true") {
      return { status: "no-history", reason: "a shallow clone" };
    }
  } catch {
    return { status: "no-history", reason: "not a git checkout" };
  }
  const since = git(dir, "log", "-1", "--format=%H", "-G", '"version"\\s*:', "--", "package.json");
  if (!since) return { status: "no-history", reason: "package.json was never committed" };
  const { name } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string };
  // Against the working tree: a report changed and not yet committed counts too.
  const changed = git(dir, "diff", "--name-only", since, "--", "api")
    .split("\n")
    .filter((file) => file.endsWith(".api.md"));
  const short = since.slice(0, 7);
  if (changed.length === 0) return { status: "unchanged", since: short };
  const changesets = changesetsFor(join(root, ".changeset"), name);
  return changesets.length > 0
    ? { status: "released", since: short, changed, changesets }
    : { status: "missing", since: short, changed };
}

if (process.argv[1] === import.meta.filename) {
  const packageDir = process.argv[2] ?? ".";
  const result = checkApiChangeset(packageDir);
  const where = relative(process.cwd(), resolve(packageDir)) || ".";
  switch (result.status) {
    case "no-history":
      console.log(`API changeset check skipped for ${where}: ${result.reason}`);
      break;
    case "unchanged":
      console.log(`Public API unchanged since the last release (${result.since})`);
      break;
    case "released":
      console.log(
        `Public API changed since the last release (${result.since}), released by ${String(result.changesets.length)} changeset(s): ${result.changesets.slice(0, 3).join(", ")}${result.changesets.length > 3 ? ", …" : ""}`,
      );
      break;
    case "missing":
      console.error(
        `✗ the public API changed since the last release (${result.since}: ${result.changed.join(", ")}) and no changeset names the package: run \`pnpm changeset\``,
      );
      process.exit(1);
  }
}
