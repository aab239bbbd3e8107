// `pnpm start`: the whole product locally. Checks that its ports are free (one clear line when
// one is not; SITE_PORT, ADMIN_PORT, PORT, FIREBASE_AUTH_EMULATOR_PORT and VAPI_STAND_IN_PORT move
// them), builds the packages quietly (their logs only on an error), starts the Auth
// emulator, the Vapi stand-in, the API and both apps' dev servers, and once every one of them
// answers prints where each is, with the local accounts. Ctrl-C stops everything.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { LOCAL_ACCOUNTS, localFirebaseProject } from "./auth-emulator.ts";
import { createInterface } from "node:readline";
import { DEV_ENV_MODE, LOCAL_DEMO_CALL_LIMITS, startDevArgs } from "./dev-servers.ts";
import { isStartNoise } from "./start-output.ts";

const root = new URL("..", import.meta.url).pathname;
// Every port can be moved, for a machine where one is taken; the apps are told where the others are.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  site: port("SITE_PORT", 5173),
  admin: port("ADMIN_PORT", 5174),
  api: port("PORT", 8787),
  emulator: port("FIREBASE_AUTH_EMULATOR_PORT", localFirebaseProject().authEmulatorPort),
  vapi: port("VAPI_STAND_IN_PORT", 8789),
};
interface Service {
  name: string;
  port: number;
  url: string;
  /** What to ask for, on `url`, to know it answers. */
  path?: string;
  /** Up only once that path answers 2xx (the API's `/readyz`: migrated, its database answering). */
  ready?: boolean;
  /** The variable that moves its port. */
  setting: string;
}
const services: Service[] = [
  {
    name: "Site",
    port: ports.site,
    url: `http://localhost:${String(ports.site)}/`,
    setting: "SITE_PORT",
  },
  {
    name: "Admin",
    port: ports.admin,
    url: `http://localhost:${String(ports.admin)}/`,
    setting: "ADMIN_PORT",
  },
  { name: "API", port: ports.api, path: "/readyz", ready: true, setting: "PORT" },
  {
    name: "Auth emulator",
    port: ports.emulator,
    path: "/",
    setting: "FIREBASE_AUTH_EMULATOR_PORT",
  },
  { name: "Vapi stand-in", port: ports.vapi, path: "/", setting: "VAPI_STAND_IN_PORT" },
].map((service) => ({ url: `http://127.0.0.1:${String(service.port)}`, ...service }));
const apiUrl = `http://127.0.0.1:${String(ports.api)}`;
const linked = {
  PORT: String(ports.api),
  SITE_PORT: String(ports.site),
  ADMIN_PORT: String(ports.admin),
  FIREBASE_AUTH_EMULATOR_PORT: String(ports.emulator),
  VAPI_STAND_IN_PORT: String(ports.vapi),
  VITE_API_URL: process.env.VITE_API_URL ?? apiUrl,
  VITE_ADMIN_URL: process.env.VITE_ADMIN_URL ?? `http://localhost:${String(ports.admin)}`,
  CORS_ORIGINS:
    process.env.CORS_ORIGINS ??
    `http://localhost:${String(ports.site)},http://localhost:${String(ports.admin)}`,
  VAPI_WEBHOOK_URL: process.env.VAPI_WEBHOOK_URL ?? `${apiUrl}/v1/vapi/events`,
  ...Object.fromEntries(
    Object.entries(LOCAL_DEMO_CALL_LIMITS).map(([name, value]) => [
      name,
      process.env[name] ?? value,
    ]),
  ),
};

/** Whether something already listens on `port` (on loopback or on every interface). */
const inUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => {
        resolve(true);
      })
      .listen(port, () =>
        probe.close(() => {
          resolve(false);
        }),
      );
  });

const busy: Service[] = [];
for (const service of services) if (await inUse(service.port)) busy.push(service);
if (busy.length > 0) {
  for (const { name, port: taken, setting } of busy) {
    console.error(
      `✗ Port ${String(taken)} (${name}) is already in use: stop what runs there (another pnpm start?), or move it: ${setting}=<port> pnpm start`,
    );
  }
  process.exit(1);
}

const buildStarted = Date.now();
process.stdout.write("Building the packages… ");
const build = spawnSync(
  process.execPath,
  // In the dev servers' env mode, so that their run finds these builds in turbo's cache.
  [
    "tooling/turbo.ts",
    "run",
    "build",
    "--filter=./packages/*",
    "--output-logs=errors-only",
    DEV_ENV_MODE,
  ],
  // The same settings as the dev servers: turbo hashes VITE_* into Vite projects' builds.
  {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: { ...process.env, ...linked },
  },
);
if (build.status !== 0) {
  console.log("failed.");
  console.error(build.stdout);
  process.exit(build.status ?? 1);
}
console.log(`done in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s.`);

// The emulator seeds the accounts and runs the stand-in, which runs turbo with VAPI_* set. The
// packages were just built: their builds under `dev` are cache hits, not replayed.
const child = spawn(
  process.execPath,
  [
    "tooling/auth-emulator.ts",
    "start",
    "--",
    process.execPath,
    "tooling/run-vapi-stand-in.ts",
    "--",
    process.execPath,
    "tooling/turbo.ts",
    ...startDevArgs,
  ],
  { cwd: root, stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, ...linked } },
);
// The apps' warnings and errors (and the API's refused requests) come through; the lines every
// run prints the same do not (tooling/start-output.ts).
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
    if (!isStartNoise(line)) to.write(`${line}\n`);
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});

const answers = async ({ url, path = "", ready = false }: Service) => {
  try {
    const response = await fetch(`${url.replace(/\/$/, "")}${path}`, {
      signal: AbortSignal.timeout(2000),
    });
    return !ready || response.ok;
  } catch {
    return false;
  }
};
const started = Date.now();
while (child.exitCode === null && Date.now() - started < 300_000) {
  const up = await Promise.all(services.map(answers));
  if (up.every(Boolean)) {
    const { admin } = LOCAL_ACCOUNTS;
    const width = Math.max(...services.map((s) => s.name.length));
    console.log(
      [
        "",
        `NovaLine is running (ready in ${((Date.now() - started) / 1000).toFixed(0)} s):`,
        ...services.map((s) => `  ${s.name.padEnd(width)}  ${s.url}`),
        `  ${"Storybook".padEnd(width)}  pnpm storybook (another terminal) → http://localhost:6006/`,
        `Sign in to the admin as ${admin.email} / ${admin.password}. Ctrl-C stops everything.`,
        "",
      ].join("\n"),
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
