// The real server as a child process: refusing a dangerous configuration, and losing no e-mail
// when it is killed between storing an inquiry and sending its e-mails.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { openPglite } from "./db/client.js";
import { mailOutbox } from "./db/schema.js";
import { pgliteCopy } from "./test/databases.js";
import { valid } from "./test/harness.js";

const appDir = new URL("..", import.meta.url).pathname;
const children: ChildProcess[] = [];
const cleanup: (() => void)[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const step of cleanup) step();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs src/server.ts with tsx; resolves with its output once it says it is listening. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? "", ...env },
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

describe("the server process", () => {
  it("refuses to start with the Firebase Auth emulator in production", async () => {
    const server = startServer({
      NODE_ENV: "production",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      PORT: String(await freePort()),
    });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toContain("FIREBASE_AUTH_EMULATOR_HOST");
    expect(server.output()).toContain("NODE_ENV=production");
  });

  it("killed after storing an inquiry and before sending its e-mails, sends both exactly once after a restart", async () => {
    const { handle, dir, remove } = await pgliteCopy();
    await handle.close();
    const outboxDir = mkdtempSync(join(tmpdir(), "novaline-outbox-"));
    cleanup.push(() => {
      rmSync(outboxDir, { recursive: true, force: true });
      remove();
    });

    // An SMTP server that accepts connections and never answers: the send hangs.
    const sockets: Socket[] = [];
    const smtp: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => {
      for (const s of sockets) s.destroy();
      smtp.close();
    });

    const port = await freePort();
    const common = {
      PORT: String(port),
      PGLITE_DIR: dir,
      RATE_LIMIT_PER_MINUTE: "0",
      MAIL_LEASE_SECONDS: "1",
      STAFF_EMAIL: "sales@novaline.ai",
    };
    const first = startServer({
      ...common,
      SMTP_URL: `smtp://127.0.0.1:${String((smtp.address() as AddressInfo).port)}`,
    });
    await first.listening;
    const res = await fetch(`http://127.0.0.1:${String(port)}/v1/inquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...valid.contact, email: "crash@clinic.com" }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The worker has claimed a message and is stuck sending it: kill the process there.
    await vi.waitFor(
      () => {
        expect(sockets.length).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
    first.child.kill("SIGKILL");
    await first.exited;

    // Restarted (writing .eml files instead of SMTP), it sends what the dead process held.
    const second = startServer({ ...common, MAIL_OUTBOX_DIR: outboxDir });
    await second.listening;
    const emls = () => readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));
    await vi.waitFor(
      () => {
        expect(emls(), second.output()).toHaveLength(2);
      },
      { timeout: 30_000, interval: 100 },
    );
    // Several more worker rounds and a lease later, still exactly two.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(emls()).toHaveLength(2);
    const messages = emls().map((name) => readFileSync(join(outboxDir, name), "utf8"));
    expect(messages.filter((m) => /^To: sales@novaline\.ai$/m.test(m))).toHaveLength(1);
    expect(messages.filter((m) => /^To: crash@clinic\.com$/m.test(m))).toHaveLength(1);
    expect(messages.some((m) => m.includes(id))).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const after = await openPglite(dir);
    const rows = await after.db.select().from(mailOutbox);
    await after.close();
    expect(rows.filter((r) => r.inquiryId === id).map((r) => r.state)).toEqual(["sent", "sent"]);
  }, 90_000);
});
