// How `pnpm dev` and `pnpm start` run the dev servers through turbo. In its default (strict) env
// mode turbo hands a task only the variables turbo.json lists, so a setting an app's README
// documents (DATABASE_URL, PGLITE_DIR, SMTP_URL, …) would silently stay behind. Dev tasks are
// never cached, so the loose mode, which passes every variable, loses nothing.
export const DEV_ENV_MODE = "--env-mode=loose";

/** `pnpm start`'s turbo arguments: the apps' dev servers, each task's output once. */
export const startDevArgs: readonly string[] = [
  "run",
  "dev",
  "--filter=./apps/*",
  "--output-logs=new-only",
  DEV_ENV_MODE,
];

/**
 * The API's demo-call limits under `pnpm start`, each unless the shell sets it: generous enough
 * to try every number of the Vapi stand-in (answered, busy, no answer, do-not-call) again and
 * again, at any hour. Production keeps the defaults of apps/api/README.md.
 */
export const LOCAL_DEMO_CALL_LIMITS: Readonly<Record<string, string>> = {
  DEMO_CALLS_PER_IP_PER_HOUR: "100",
  // A browser on ::1 is counted in its /56 and /48 too.
  DEMO_CALLS_PER_56_PER_HOUR: "100",
  DEMO_CALLS_PER_48_PER_HOUR: "100",
  DEMO_CALLS_PER_NUMBER_PER_DAY: "50",
  DEMO_CALLS_PER_MINUTE: "30",
  DEMO_CALLS_PER_DAY: "1000",
  DEMO_CALLS_PER_COUNTRY_PER_DAY: "1000",
  DEMO_CALL_HOURS: "00:00-24:00",
};
