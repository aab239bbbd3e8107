import type { Plugin } from "vite";

/**
 * What a deployed admin app cannot do without, and what each one is for (shown when one is
 * missing). Without a project, the build would fall back to the local demo project on the Auth
 * emulator, and without an API address to the local API: an app nobody could sign in to.
 */
const REQUIRED = {
  VITE_FIREBASE_PROJECT_ID: "the Firebase project staff sign in to",
  VITE_FIREBASE_API_KEY: "the web API key of that project",
  VITE_FIREBASE_AUTH_DOMAIN: "the project's Auth domain (sign-in redirects, Google sign-in)",
  VITE_API_URL: "the inquiries API the app reads and updates (https)",
} as const;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Each problem of `env` for a deploy of the admin app, or none. */
export function adminDeploySettingProblems(env: Readonly<Record<string, string | undefined>>) {
  const problems: string[] = [];
  for (const [name, purpose] of Object.entries(REQUIRED)) {
    if (!env[name]?.trim()) problems.push(`${name} is not set: ${purpose}`);
  }
  const apiUrl = env.VITE_API_URL?.trim();
  if (apiUrl && !isHttpsUrl(apiUrl)) {
    problems.push(`VITE_API_URL must be an https URL: ${REQUIRED.VITE_API_URL}`);
  }
  if (env.VITE_FIREBASE_PROJECT_ID?.startsWith("demo-")) {
    problems.push("VITE_FIREBASE_PROJECT_ID is a demo- project, which only the emulator serves");
  }
  if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST?.trim()) {
    problems.push("VITE_FIREBASE_AUTH_EMULATOR_HOST is set: a deployed app signs in to Firebase");
  }
  return problems;
}

/**
 * Fails a build in the `production` mode (the deploy's: `pnpm --filter @novaline/admin
 * build:production`) with the problems of its settings, when there are any. Other modes
 * (`standalone`, the repo's tests and previews) keep the local defaults.
 */
export function deploySettings(problems: readonly string[]): Plugin {
  return {
    name: "novaline:admin-deploy-settings",
    apply: "build",
    buildStart() {
      if (problems.length === 0) return;
      this.error(
        `The production build of the admin app is missing settings:\n${problems
          .map((problem) => `  - ${problem}`)
          .join(
            "\n",
          )}\nSet them in the environment (see README "Deploying"), or build with --mode standalone for a local copy.`,
      );
    },
  };
}
