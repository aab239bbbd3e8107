// `pnpm version-packages`: applies the pending changesets (versions and changelogs). Meant for CI,
// which opens the release pull request: the changelog links each change to its pull request on
// GitHub (@changesets/changelog-github), which needs GITHUB_TOKEN. To see what a release would
// do without it, run `pnpm release:dry-run`, which leaves the repository as it is.
import { spawnSync } from "node:child_process";

if (!process.env.GITHUB_TOKEN) {
  console.error(
    "pnpm version-packages needs GITHUB_TOKEN (the changelog asks GitHub for each change's pull request) and is meant for CI.\n" +
      "To see what a release would do, run: pnpm release:dry-run",
  );
  process.exit(1);
}
const { status } = spawnSync("pnpm", ["exec", "changeset", "version"], { stdio: "inherit" });
process.exit(status ?? 1);
