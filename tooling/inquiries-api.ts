// Starts the built inquiries API (apps/api/dist/server.js, its production start) for browser
// tests: embedded PGlite and the .eml outbox in a fresh temporary folder, on loopback.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// PGlite's first start and the migrations take about 10 s on an idle 2-core machine, and past
// 60 s while the browser suites and unit tests share it (CI saw the admin suite's API time out).
export const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export interface InquiriesApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Where the API writes its e-mails as `.eml` files. */
  outboxDir: string;
  startedInMs: number;
  /** Stops the API and deletes its data. */
  stop: () => Promise<void>;
}

/** Whether `url` + `path` answers at all (`any`) or with a 2xx (`ok`). */
async function answers(url: string, path: string, want: "any" | "ok"): Promise<boolean> {
  try {
    const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(1_000) });
    return want === "any" || response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the API on `127.0.0.1:port` allowing `corsOrigins`, trusting tokens of `projectId` from
 * the Auth emulator at `authEmulatorHost` (when given), with the rate limit off and phone demos
 * off unless `env` sets VAPI_*. Fails when something already answers on the port. Returns its
 * URL, the outbox folder and `stop` (which deletes the data).
 */
export async function startInquiriesApi({
  port,
  corsOrigins,
  authEmulatorHost,
  projectId,
  env = {},
}: {
  port: number;
  corsOrigins: string[];
  /** The Auth emulator whose tokens the admin calls accept; none without it. */
  authEmulatorHost?: string;
  projectId?: string;
  /** More settings (VAPI_* for phone demos, DEMO_CALLS_* limits); VAPI_* from the caller's shell are dropped. */
  env?: Record<string, string>;
}): Promise<InquiriesApi> {
  const url = `http://127.0.0.1:${String(port)}`;
  if (await answers(url, "/livez", "any")) {
    throw new Error(`Something already answers on ${url} (pnpm start's API?); stop it first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "novaline-api-"));
  const outboxDir = join(dataDir, "outbox");
  // PGlite, .eml files and no phone line, whatever the caller's shell points at.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        name !== "DATABASE_URL" &&
        name !== "SMTP_URL" &&
        !/^(VAPI_|DEMO_CALLS?_|FIREBASE_|TURNSTILE_)/.test(name),
    ),
  );
  const child = spawn(process.execPath, [join(root, "apps/api/dist/server.js")], {
    cwd: join(root, "apps/api"),
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: join(dataDir, "pglite"),
      MAIL_OUTBOX_DIR: outboxDir,
      CORS_ORIGINS: corsOrigins.join(","),
      RATE_LIMIT_PER_MINUTE: "0",
      ...(authEmulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost } : {}),
      ...(projectId ? { FIREBASE_PROJECT_ID: projectId } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000)));
  child.stderr.on("data", (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000)));
  // "close": the process ended and its output was read to the end (an early exit says why).
  const exited = new Promise((resolve) => child.once("close", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    process.off("exit", killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  let exitedEarly = false as boolean; // set when `exited` settles
  void exited.then(() => (exitedEarly = true));
  // Ready (`/readyz`: migrated, its database answering), not merely listening.
  while (!(await answers(url, "/readyz", "ok"))) {
    if (exitedEarly || Date.now() - started > READY_TIMEOUT_MS) {
      // Read before stop(): once it has ended the process, `exitedEarly` is true either way.
      const why = exitedEarly
        ? `it exited: code ${String(child.exitCode)}, signal ${String(child.signalCode)}`
        : `timed out after ${String(READY_TIMEOUT_MS / 1000)} s`;
      await stop();
      throw new Error(`The inquiries API did not start on ${url} (${why}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, outboxDir, startedInMs: Date.now() - started, stop };
}
