import { loadEnv, type Plugin } from "vite";

/** What a deployed site cannot do without, and what each one is for (shown when one is missing). */
const REQUIRED = {
  VITE_API_URL: "the inquiries API the forms and the phone demo talk to (https)",
  VITE_BOOKING_URL: "the Calendly page the booking calendar embeds (https)",
  VITE_VAPI_PUBLIC_KEY: "the Vapi public key of the live voice demo",
  VITE_VAPI_ASSISTANT_ID: "the Vapi assistant that answers the live voice demo",
  VITE_TURNSTILE_SITE_KEY: "the phone demo's bot check (Cloudflare Turnstile site key)",
} as const;

const HTTPS_SETTINGS = new Set<string>(["VITE_API_URL", "VITE_BOOKING_URL"]);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Each problem of `env` for a deploy: a missing setting, or an address that is not https. */
export function deploySettingProblems(env: Readonly<Record<string, string | undefined>>) {
  const problems: string[] = [];
  for (const [name, purpose] of Object.entries(REQUIRED)) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is not set: ${purpose}`);
    else if (HTTPS_SETTINGS.has(name) && !isHttpsUrl(value)) {
      problems.push(`${name} must be an https URL: ${purpose}`);
    }
  }
  return problems;
}

/**
 * Fails a build in the `production` mode (the deploy's: `pnpm --filter @novaline/marketing
 * build:production`) that lacks a setting a visitor would miss: the build would otherwise ship
 * buttons that cannot work. Other modes (`standalone`, the repo's tests and previews) keep every
 * setting optional.
 */
export function deploySettings(): Plugin {
  let problems: string[] = [];
  return {
    name: "novaline:deploy-settings",
    apply: "build",
    configResolved(config) {
      problems =
        config.mode === "production"
          ? deploySettingProblems(loadEnv(config.mode, config.envDir, "VITE_"))
          : [];
    },
    // When the bundle is made, not when the config is read: `react-router typegen` reads it
    // in the production mode too, and needs none of these.
    buildStart() {
      if (problems.length === 0) return;
      this.error(
        `The production build of the site is missing settings:\n${problems
          .map((problem) => `  - ${problem}`)
          .join(
            "\n",
          )}\nSet them in the environment (see README "Deploying"), or build with --mode standalone for a local copy.`,
      );
    },
  };
}
