// The real server (src/server.ts) as a child process, for tests of what only a process shows:
// refusing to start, a crash (SIGKILL) and a deploy's SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { pgliteCopy } from "./databases.js";

const appDir = new URL("../..", import.meta.url).pathname;
const children: ChildProcess[] = [];

/** Steps to run once the file's tests are done (temporary folders, fake servers). */
export const cleanup: (() => void)[] = [];

/** Kills what is still running (by its PID) and runs the clean-up steps; for `afterAll`. */
export function stopServers() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const step of cleanup.splice(0)) step();
}

/**
 * A migrated PGlite folder and an empty mail outbox folder for one server process (the copy
 * closed, so the process can open it), both removed by {@link stopServers}.
 */
export async function serverFolders(): Promise<{ pgliteDir: string; outboxDir: string }> {
  const { handle, dir, remove } = await pgliteCopy();
  await handle.close();
  const outboxDir = mkdtempSync(join(tmpdir(), "novaline-outbox-"));
  cleanup.push(() => {
    rmSync(outboxDir, { recursive: true, force: true });
    remove();
  });
  return { pgliteDir: dir, outboxDir };
}

/** A port nothing listens on, outside the range outgoing connections take theirs from. */
export { freePort } from "../../../../tooling/auth-emulator.ts";

/** Runs src/server.ts with tsx; `listening` resolves once it says it is listening. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: appDir,
    // Every line, whatever NODE_ENV: the tests wait for "listening" and read request lines.
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      // Its logs are scanned for personal data with every other test API's (global-setup).
      appendFileSync(inject("apiLogFile"), output);
      resolve(code);
    }),
  );
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => {
      if (output.includes('"event":"listening"')) resolve();
    });
    void exited.then((code) => {
      reject(new Error(`server exited (${String(code)}): ${output}`));
    });
  });
  // A server that is expected to exit is never awaited as listening.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
}
