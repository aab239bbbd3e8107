// Why: the Firebase CLI runs an emulator on a fixed port; each test run needs its own, seeded.
//
// The Firebase Auth emulator for local development and tests: start it on loopback, wait until it
// answers, seed the local accounts, stop it. Runs offline (no Java, no emulator UI).
//
//   node tooling/auth-emulator.ts start [-- <command...>]
//                              start on FIREBASE_AUTH_EMULATOR_PORT (default: firebase.json's 9099), or use the
//                              one running there; seed; print the accounts; then run until Ctrl-C, or run the
//                              command (with the variables below) and stop
//   node tooling/auth-emulator.ts seed         seed an emulator already running there
//   node tooling/auth-emulator.ts exec [--project id] -- <command...>
//                              start one on a free port (or FIREBASE_AUTH_EMULATOR_PORT), run the command with
//                              FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID set, stop it, exit with the
//                              command's status. With FIREBASE_AUTH_EMULATOR_HOST already set to a running
//                              emulator, that one is used (one emulator for a whole test run).
//
// firebase-tools is a dev dependency of the apps that use the emulator (apps/api, apps/admin); it
// is found from the current folder first, then from those apps.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), "utf8"));

/** What this reads of firebase.json: its emulators' settings. */
interface EmulatorSetting {
  host?: string;
  port: number;
}
interface FirebaseJson {
  emulators: Record<string, EmulatorSetting> & { auth: EmulatorSetting };
}

/** The loopback address every emulator listens on. */
export const EMULATOR_HOSTNAME = "127.0.0.1";

/** The local Firebase project (`.firebaserc`, a `demo-` id: emulator only) and the emulator's default port (`firebase.json`). */
export function localFirebaseProject(): { projectId: string; authEmulatorPort: number } {
  return {
    projectId: (readJson(".firebaserc") as { projects: { default: string } }).projects.default,
    authEmulatorPort: (readJson("firebase.json") as FirebaseJson).emulators.auth.port,
  };
}

export interface LocalAccount {
  email: string;
  password: string;
  displayName: string;
  claims: Record<string, unknown>;
}

/**
 * The accounts `seed` creates: two staff members with the `admin: true` claim (a colleague to
 * assign inquiries to), one account without it.
 */
export const LOCAL_ACCOUNTS: { admin: LocalAccount; colleague: LocalAccount; staff: LocalAccount } =
  {
    admin: {
      email: "admin@novaline.local",
      password: "novaline-admin-local",
      displayName: "Local Admin",
      claims: { admin: true },
    },
    colleague: {
      email: "sam@novaline.local",
      password: "novaline-sam-local",
      displayName: "Sam Sales",
      claims: { admin: true },
    },
    staff: {
      email: "staff@novaline.local",
      password: "novaline-staff-local",
      displayName: "Local Staff (no admin claim)",
      claims: {},
    },
  };

// About 10 s of CPU (it compiles its API schema); much longer on a busy two-core CI machine.
const READY_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 10_000;

function firebaseCli(): string {
  const from = [process.cwd(), join(root, "apps/api"), join(root, "apps/admin")];
  for (const dir of from) {
    try {
      const manifest = createRequire(join(dir, "package.json")).resolve(
        "firebase-tools/package.json",
      );
      const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: { firebase: string } };
      return join(dirname(manifest), bin.firebase);
    } catch {
      // not installed there: try the next folder
    }
  }
  throw new Error("firebase-tools is not installed: run `pnpm install`.");
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  // Below Linux's ephemeral range (32768-60999): a port the kernel picked for us there may be
  // handed to some process's outgoing connection before our server listens on it (EADDRINUSE
  // on a busy machine). A random one here is probed, and another tried when it is taken.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => {
        resolve(false);
      });
      server.listen(port, EMULATOR_HOSTNAME, () =>
        server.close(() => {
          resolve(true);
        }),
      );
    });
    if (free) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}

/** True when an Auth emulator answers at `host` and says it is ready. */
export async function isAuthEmulatorReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    if (!response.ok) return false;
    const body = (await response.json()) as { authEmulator?: { ready?: unknown } } | null;
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Where the local Auth emulator listens: `127.0.0.1` on FIREBASE_AUTH_EMULATOR_PORT, else
 * firebase.json's port.
 */
export function localAuthEmulatorPort(): number {
  return Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? localFirebaseProject().authEmulatorPort);
}

export interface AuthEmulator {
  /** `127.0.0.1:<port>`, the value of `FIREBASE_AUTH_EMULATOR_HOST`. */
  host: string;
  projectId: string;
  /** True when an emulator already running was reused (then `stop` leaves it running). */
  reused: boolean;
  startedInMs?: number;
  stop(): Promise<void>;
}

/**
 * Starts the Auth emulator for `projectId` on `port` and resolves once it answers. With `reuse`,
 * an emulator already ready on that port is used as it is (and `stop` leaves it running).
 * Each emulator gets its own hub and logging ports, so several can run side by side.
 */
export async function startAuthEmulator({
  projectId = localFirebaseProject().projectId,
  port = localAuthEmulatorPort(),
  reuse = false,
}: { projectId?: string; port?: number; reuse?: boolean } = {}): Promise<AuthEmulator> {
  const host = `${EMULATOR_HOSTNAME}:${String(port)}`;
  if (await isAuthEmulatorReady(host)) {
    if (reuse) return { host, projectId, reused: true, stop: () => Promise.resolve() };
    throw new Error(`Something already answers as an Auth emulator on ${host}; stop it first.`);
  }

  // Only the emulators' part: the hosting targets' folders are relative to the repository.
  const config = { emulators: (readJson("firebase.json") as FirebaseJson).emulators };
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const workDir = mkdtempSync(join(tmpdir(), "novaline-auth-emulator-"));
  config.emulators.auth = { host: EMULATOR_HOSTNAME, port };
  config.emulators.hub = { host: EMULATOR_HOSTNAME, port: hubPort };
  config.emulators.logging = { host: EMULATOR_HOSTNAME, port: loggingPort };
  writeFileSync(join(workDir, "firebase.json"), JSON.stringify(config));

  const started = Date.now();
  // The CLI writes its debug log and hub locator next to the config: a folder of its own.
  const child = spawn(
    process.execPath,
    [
      firebaseCli(),
      "emulators:start",
      "--only",
      "auth",
      "--project",
      projectId,
      "--config",
      "firebase.json",
    ],
    { cwd: workDir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const cleanUp = () => {
    process.off("exit", killOnExit);
    rmSync(workDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    cleanUp();
  };

  let exitedEarly = false as boolean; // set when `exited` settles
  void exited.then(() => (exitedEarly = true));
  while (!(await isAuthEmulatorReady(host))) {
    if (exitedEarly || Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(
        `The Auth emulator did not start on ${host} (${exitedEarly ? "it exited" : "timed out"}):\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { host, projectId, reused: false, startedInMs: Date.now() - started, stop };
}

/** What the emulator's Identity Toolkit endpoints answer, as far as this reads it. */
interface EmulatorAnswer {
  localId?: string;
  users?: { localId: string }[];
  error?: unknown;
}

async function emulatorRequest(
  host: string,
  projectId: string,
  path: string,
  body: unknown,
): Promise<EmulatorAnswer> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${path}`,
    {
      method: "POST",
      // The emulator's stand-in for an administrator's credentials.
      headers: { authorization: "Bearer owner", "content-type": "application/json" },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as EmulatorAnswer;
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(json.error ?? json)}`);
  return json;
}

/**
 * Creates or updates `accounts` in the emulator: password, display name and exactly the given
 * custom claims. Safe to run again.
 */
export async function seedAuthEmulator({
  host,
  projectId = localFirebaseProject().projectId,
  accounts = Object.values(LOCAL_ACCOUNTS),
}: {
  host: string;
  projectId?: string;
  accounts?: readonly LocalAccount[];
}): Promise<void> {
  const lookUp = async (email: string) =>
    (await emulatorRequest(host, projectId, "accounts:lookup", { email: [email] })).users?.[0]
      ?.localId;
  const create = async (account: LocalAccount) => {
    try {
      return (
        await emulatorRequest(host, projectId, "accounts", {
          email: account.email,
          password: account.password,
          emailVerified: true,
        })
      ).localId;
    } catch (error) {
      // Another seeding of the same emulator (a second test run) created it meanwhile.
      if (error instanceof Error && error.message.includes("EMAIL_EXISTS")) {
        return lookUp(account.email);
      }
      throw error;
    }
  };
  for (const account of accounts) {
    const localId = (await lookUp(account.email)) ?? (await create(account));
    await emulatorRequest(host, projectId, "accounts:update", {
      localId,
      password: account.password,
      displayName: account.displayName,
      disableUser: false,
      customAttributes: JSON.stringify(account.claims),
    });
  }
}

/** Deletes every account of `projectId` in the emulator. */
export async function clearAuthEmulator({
  host,
  projectId = localFirebaseProject().projectId,
}: {
  host: string;
  projectId?: string;
}): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
    method: "DELETE",
  });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
}

function printAccounts(host: string, projectId: string) {
  console.log(`Auth emulator for ${projectId} at http://${host}`);
  for (const [role, { email, password }] of Object.entries(LOCAL_ACCOUNTS)) {
    console.log(`  ${role.padEnd(9)}  ${email}  password: ${password}`);
  }
}

/** `[options..., "--", command...]` (or just a command) split in two. */
function splitCommandLine(args: string[]): { options: string[]; commandLine: string[] } {
  const separator = args.indexOf("--");
  return separator === -1
    ? { options: [], commandLine: args }
    : { options: args.slice(0, separator), commandLine: args.slice(separator + 1) };
}

/**
 * Runs `commandLine` with FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID pointing at the
 * emulator, then stops the emulator (unless reused) and exits with the command's status.
 */
async function runWithEmulator(emulator: AuthEmulator, commandLine: string[]): Promise<never> {
  const [executable, ...rest] = commandLine;
  if (executable === undefined) throw new Error("No command to run.");
  const child = spawn(executable, rest, {
    stdio: "inherit",
    shell: process.platform === "win32",
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  const status = await new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  await emulator.stop();
  process.exit(status);
}

async function main([command, ...args]: string[]): Promise<void> {
  const { options, commandLine } = splitCommandLine(args);
  if (command === "start") {
    const emulator = await startAuthEmulator({ reuse: true });
    await seedAuthEmulator(emulator);
    console.log(
      emulator.reused
        ? "Using the Auth emulator already running."
        : `Auth emulator started in ${((emulator.startedInMs ?? 0) / 1000).toFixed(1)} s.`,
    );
    printAccounts(emulator.host, emulator.projectId);
    if (commandLine.length > 0) return runWithEmulator(emulator, commandLine);
    console.log("Ctrl-C stops it.");
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => void emulator.stop().then(() => process.exit(0)));
    }
    return;
  }
  if (command === "seed") {
    const { projectId } = localFirebaseProject();
    const host = `${EMULATOR_HOSTNAME}:${String(localAuthEmulatorPort())}`;
    if (!(await isAuthEmulatorReady(host))) throw new Error(`No Auth emulator answers on ${host}.`);
    await seedAuthEmulator({ host, projectId });
    printAccounts(host, projectId);
    return;
  }
  if (command === "exec" && commandLine.length > 0) {
    const projectFlag = options.indexOf("--project");
    const projectId =
      (projectFlag === -1 ? undefined : options[projectFlag + 1]) ??
      localFirebaseProject().projectId;
    // An emulator handed down by the caller (one shared by a whole test run) serves any project.
    const provided = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (provided && (await isAuthEmulatorReady(provided))) {
      console.log(`Using the Auth emulator on ${provided} for ${projectId}`);
      const shared = { host: provided, projectId, reused: true, stop: () => Promise.resolve() };
      return runWithEmulator(shared, commandLine);
    }
    const port = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? (await freePort()));
    const emulator = await startAuthEmulator({ projectId, port });
    console.log(
      `Auth emulator for ${projectId} on ${emulator.host} (started in ${((emulator.startedInMs ?? 0) / 1000).toFixed(1)} s)`,
    );
    return runWithEmulator(emulator, commandLine);
  }
  console.error(
    "Usage: node tooling/auth-emulator.ts start [-- <command...>] | seed | exec [--project id] -- <command...>",
  );
  process.exit(2);
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
