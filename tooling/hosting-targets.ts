// Why: .firebaserc is committed with the emulator's demo project only; the production project's
// id is a setting of the deploy (the repository variable FIREBASE_PROJECT_ID), not a constant.
//
// Fills in .firebaserc's production project: every `${FIREBASE_PROJECT_ID}` (the `production`
// alias, and the hosting sites of the marketing, admin and storybook targets) becomes the id in
// FIREBASE_PROJECT_ID, so that `firebase deploy --only hosting:<target>` finds each target's site.
// The deploy workflow runs it on its own checkout; run it by hand only for a manual deploy, then
// `git restore .firebaserc`.
//
//   FIREBASE_PROJECT_ID=<id> node tooling/hosting-targets.ts [file]   (default: .firebaserc)
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** What .firebaserc says in place of the production project's id. */
export const PROJECT_PLACEHOLDER = "${FIREBASE_PROJECT_ID}";

/** What this reads of .firebaserc. */
export interface FirebaseRc {
  projects: Record<string, string>;
  targets?: Record<string, { hosting?: Record<string, string[]> }>;
}

/**
 * Why `id` cannot be deployed to, or undefined when it can: Firebase project ids are 6 to 30
 * lowercase letters, digits and hyphens, starting with a letter; `demo-` ids are emulator-only.
 */
export function projectIdProblem(id: string | undefined): string | undefined {
  if (!id?.trim()) return "FIREBASE_PROJECT_ID is not set (the repository variable of the deploy)";
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(id)) {
    return `FIREBASE_PROJECT_ID "${id}" is not a Firebase project id (6-30 of a-z, 0-9 and -, starting with a letter)`;
  }
  if (id.startsWith("demo-")) return `FIREBASE_PROJECT_ID "${id}" is an emulator-only demo project`;
  return undefined;
}

/** The hosting sites .firebaserc gives each target of the production project. */
export function productionSites(rc: FirebaseRc, projectId = PROJECT_PLACEHOLDER) {
  return rc.targets?.[projectId]?.hosting ?? {};
}

/** `rcText` with the production project's id in place of every placeholder. */
export function withProjectId(rcText: string, projectId: string | undefined): string {
  const problem = projectIdProblem(projectId);
  if (problem) throw new Error(problem);
  return rcText.replaceAll(PROJECT_PLACEHOLDER, projectId ?? "");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file =
    process.argv[2] ?? join(fileURLToPath(new URL("..", import.meta.url)), ".firebaserc");
  const projectId = process.env.FIREBASE_PROJECT_ID?.trim();
  try {
    const rendered = withProjectId(readFileSync(file, "utf8"), projectId);
    writeFileSync(file, rendered);
    const sites = productionSites(JSON.parse(rendered) as FirebaseRc, projectId);
    for (const [target, ids] of Object.entries(sites)) {
      console.log(`hosting:${target} → ${ids.join(", ")}`);
    }
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
