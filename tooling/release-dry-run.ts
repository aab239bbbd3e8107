// A release rehearsal, on a copy of the workspace (the repository is left as it is): applies the
// pending changesets (`changeset version`), then packs every package that would be published, as
// `pnpm -r publish` would, and checks each tarball: README, LICENSE, CHANGELOG, the files its
// `exports` point at, and no `workspace:` or `catalog:` range left in its package.json. Prints a table of what
// would be released. Run it after the packages are built (`pnpm release:dry-run`; CI runs it).
//
// The copy uses changesets' own changelog format: the real one (@changesets/changelog-github)
// asks GitHub for each change's pull request and needs GITHUB_TOKEN, which CI has only when it
// publishes (`pnpm version-packages`).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const copy = mkdtempSync(join(tmpdir(), "novaline-release-"));
const skip = new Set(["node_modules", "test-results", "storybook-static", ".turbo", "src"]);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** What this reads of a package.json. */
interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: unknown;
  main?: unknown;
  module?: unknown;
  types?: unknown;
  repository?: { url?: string; directory?: string };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Every file an `exports` map (or `main`/`types`) points at, as `./path`. */
function exportedFiles(manifest: Manifest): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") found.add(value.replace(/^\.\//, ""));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  for (const field of ["main", "module", "types"] as const) walk(manifest[field]);
  return [...found].filter((path) => !path.includes("*"));
}

const problems: string[] = [];
const rows: [name: string, version: string, files: string][] = [];
try {
  // tooling/ is a private workspace too: its manifest is enough.
  for (const file of [
    "package.json",
    "pnpm-workspace.yaml",
    ".changeset",
    "tooling/package.json",
  ]) {
    cpSync(join(root, file), join(copy, file), { recursive: true });
  }
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(join(root, group))) {
      const from = join(root, group, name);
      if (!existsSync(join(from, "package.json"))) continue;
      // The apps are never published: their manifests are enough for changesets.
      cpSync(
        group === "apps" ? join(from, "package.json") : from,
        join(copy, group, name, group === "apps" ? "package.json" : ""),
        {
          recursive: true,
          filter: (path) => !skip.has(basename(path)),
        },
      );
    }
  }
  // The CLI and its changelog module resolve from the copy as from the repository.
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  const configFile = join(copy, ".changeset", "config.json");
  writeFileSync(
    configFile,
    JSON.stringify(
      { ...(readJson(configFile) as object), changelog: "@changesets/cli/changelog" },
      null,
      2,
    ),
  );

  const pending = readdirSync(join(copy, ".changeset")).filter(
    (name) => name.endsWith(".md") && name !== "README.md",
  );
  const before = Object.fromEntries(
    readdirSync(join(copy, "packages")).map((name) => [
      name,
      (readJson(join(copy, "packages", name, "package.json")) as Manifest).version,
    ]),
  );
  execFileSync(join(root, "node_modules", ".bin", "changeset"), ["version"], {
    cwd: copy,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const left = readdirSync(join(copy, ".changeset")).filter(
    (name) => name.endsWith(".md") && name !== "README.md",
  );
  if (left.length > 0) problems.push(`changesets not applied: ${left.join(", ")}`);

  for (const name of readdirSync(join(copy, "packages"))) {
    const dir = join(copy, "packages", name);
    const manifest = readJson(join(dir, "package.json")) as Manifest;
    if (manifest.private) continue;
    const packed = JSON.parse(
      execFileSync("pnpm", ["pack", "--dry-run", "--json"], { cwd: dir, encoding: "utf8" }),
    ) as { files: { path: string }[] };
    const files = new Set(packed.files.map((file) => file.path));
    const missing = [
      "package.json",
      "README.md",
      "LICENSE",
      "CHANGELOG.md",
      ...exportedFiles(manifest),
    ].filter((path) => !files.has(path));
    if (missing.length > 0)
      problems.push(`${manifest.name}: the tarball lacks ${missing.join(", ")}`);
    if (!manifest.repository?.url || !manifest.repository.directory) {
      problems.push(`${manifest.name}: package.json has no repository url and directory`);
    }
    // What `pnpm publish` writes into the tarball: workspace ranges become versions.
    const tarball = execFileSync("pnpm", ["pack", "--pack-destination", copy, "--json"], {
      cwd: dir,
      encoding: "utf8",
    });
    const published = execFileSync(
      "tar",
      ["-xOzf", (JSON.parse(tarball) as { filename: string }).filename, "package/package.json"],
      { cwd: copy, encoding: "utf8" },
    );
    const { dependencies, peerDependencies } = JSON.parse(published) as Manifest;
    const ranges = Object.entries({ ...dependencies, ...peerDependencies }).filter(([, range]) =>
      /^(workspace|catalog):/.test(range),
    );
    if (ranges.length > 0) {
      problems.push(
        `${manifest.name}: workspace or catalog ranges left: ${ranges.map(([d]) => d).join(", ")}`,
      );
    }
    rows.push([
      manifest.name,
      `${before[name] ?? "new"} → ${manifest.version}`,
      String(files.size),
    ]);
  }

  console.log(`Release dry run: ${String(pending.length)} changesets applied to a copy (${copy})`);
  console.log(["package".padEnd(24), "version".padEnd(16), "files"].join(" "));
  for (const [name, version, files] of rows) {
    console.log([name.padEnd(24), version.padEnd(16), files].join(" "));
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `\n✗ the release would not be right:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("✓ every package would publish with README, LICENSE, CHANGELOG and its exports");
