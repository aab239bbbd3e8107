import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkApiChangeset, packagesOf } from "./api-changeset.ts";

const repos: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) rmSync(repo, { recursive: true, force: true });
});

/** A repository with one package, `@acme/lib` 1.0.0, whose API report says `api`. */
function repository(api = "export function a(): void;\n") {
  const root = mkdtempSync(join(tmpdir(), "api-changeset-"));
  repos.push(root);
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: root,
      stdio: "ignore",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@example.com",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@example.com",
      },
    });
  const pkg = join(root, "packages", "lib");
  mkdirSync(join(pkg, "api"), { recursive: true });
  mkdirSync(join(root, ".changeset"));
  writeFileSync(join(root, ".changeset", "README.md"), "# Changesets\n");
  const write = (file: string, text: string) => {
    writeFileSync(join(root, file), text);
  };
  const version = (v: string) => {
    write("packages/lib/package.json", `${JSON.stringify({ name: "@acme/lib", version: v })}\n`);
  };
  version("1.0.0");
  write("packages/lib/api/lib.api.md", api);
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "release 1.0.0");
  const commit = (message: string) => {
    git("add", "-A");
    git("commit", "-qm", message);
  };
  return { pkg, write, version, commit, git };
}

const changeset = (body: string) => `---\n${body}\n---\n\nWhat changed.\n`;

describe("checkApiChangeset", () => {
  it("passes while the API reports are as released", () => {
    const { pkg, write, commit } = repository();
    write("packages/lib/README.md", "docs\n");
    commit("docs");
    expect(checkApiChangeset(pkg).status).toBe("unchanged");
  });

  it("fails when the API changed since the release and no changeset names the package", () => {
    const { pkg, write, commit } = repository();
    write(
      "packages/lib/api/lib.api.md",
      "export function a(): void;\nexport function b(): void;\n",
    );
    commit("add b");
    expect(checkApiChangeset(pkg)).toMatchObject({
      status: "missing",
      changed: ["packages/lib/api/lib.api.md"],
    });
    // A change not yet committed counts as well.
    write(".changeset/other.md", changeset('"@acme/other": minor'));
    expect(checkApiChangeset(pkg).status).toBe("missing");
  });

  it("passes when a changeset releases the package", () => {
    const { pkg, write } = repository();
    write("packages/lib/api/lib.api.md", "export function b(): void;\n");
    write(".changeset/b.md", changeset('"@acme/other": patch\n"@acme/lib": minor'));
    expect(checkApiChangeset(pkg)).toMatchObject({ status: "released", changesets: ["b.md"] });
  });

  it("counts from the last version bump: after a release, the same reports need no changeset", () => {
    const { pkg, write, version, commit, git } = repository();
    write("packages/lib/api/lib.api.md", "export function b(): void;\n");
    write(".changeset/b.md", changeset('"@acme/lib": minor'));
    commit("add b");
    // `changeset version`: the changeset consumed, the version bumped.
    git("rm", "-q", ".changeset/b.md");
    version("1.1.0");
    commit("release 1.1.0");
    expect(checkApiChangeset(pkg).status).toBe("unchanged");
  });

  it("checks nothing outside a git checkout", () => {
    const folder = mkdtempSync(join(tmpdir(), "api-changeset-"));
    repos.push(folder);
    expect(checkApiChangeset(folder).status).toBe("no-history");
  });
});

describe("packagesOf", () => {
  it("reads the packages of a changeset's front matter, quoted or not", () => {
    expect(packagesOf(changeset("\"@acme/a\": minor\n'@acme/b': patch\nc: major"))).toEqual([
      "@acme/a",
      "@acme/b",
      "c",
    ]);
    expect(packagesOf("no front matter")).toEqual([]);
  });
});
