// GitHub's hardening guide for Actions, as this repository applies it (README, "Supply chain"):
// what actionlint does not check. Each workflow's token only reads unless a job asks for more;
// every action runs the commit it was reviewed at (a tag can be moved to other code); a checkout
// leaves no token in .git for later steps.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const workflowsDir = join(root, ".github/workflows");
const actionsDir = join(root, ".github/actions");

const workflows = readdirSync(workflowsDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => [`workflows/${name}`, readFileSync(join(workflowsDir, name), "utf8")] as const);
const actions = readdirSync(actionsDir).map(
  (name) =>
    [
      `actions/${name}/action.yml`,
      readFileSync(join(actionsDir, name, "action.yml"), "utf8"),
    ] as const,
);

/** The `uses:` values of a workflow or action file, with the comment after each. */
const usesOf = (text: string) =>
  [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)].map(([, ref = "", rest = ""]) => ({
    ref,
    comment: rest.trim(),
  }));

describe("workflow hardening", () => {
  it("covers the workflows", () => {
    expect(workflows.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "workflows/ci.yml",
        "workflows/release.yml",
        "workflows/deploy.yml",
        "workflows/image.yml",
      ]),
    );
  });

  it.each(workflows)("%s: the token reads only, unless a job asks for more", (_name, text) => {
    const topLevel = /^permissions:\n((?:[ \t]+.*\n)+)/m.exec(text);
    expect(topLevel?.[1]?.trim()).toBe("contents: read");
  });

  it.each([...workflows, ...actions])(
    "%s: every action is pinned to a full commit SHA, its release named",
    (_name, text) => {
      const unpinned = usesOf(text).filter(
        ({ ref, comment }) =>
          !ref.startsWith("./") &&
          !(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(ref) && /^# v\d+(\.\d+)*$/.test(comment)),
      );
      expect(unpinned).toEqual([]);
    },
  );

  it.each(workflows)("%s: a checkout keeps no credentials", (_name, text) => {
    const checkouts = text.split(/^\s*-\s+uses:\s*actions\/checkout@/m).slice(1);
    for (const step of checkouts) {
      // The step's own lines: up to the next step.
      const lines = step.split(/^\s*-\s/m)[0] ?? "";
      expect(lines).toMatch(/persist-credentials: false/);
    }
  });
});
