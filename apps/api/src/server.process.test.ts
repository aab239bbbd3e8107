// The real server as a child process: refusing a dangerous configuration, telling a client's
// cut-short request from our own failure, and losing no e-mail when it is killed between
// storing an inquiry and sending its e-mails.
import { readdirSync, readFileSync } from "node:fs";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPglite } from "./db/client.js";
import { mailOutbox } from "./db/schema.js";
import { pgliteCopy } from "./test/databases.js";
import { valid } from "./test/harness.js";
import {
  cleanup,
  freePort,
  serverFolders,
  startServer,
  stopServers,
} from "./test/server-process.js";

afterAll(stopServers);

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

  it("logs a client that cuts its request short as an info line, not as our error", async () => {
    const { handle, dir, remove } = await pgliteCopy();
    await handle.close();
    cleanup.push(remove);
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      PGLITE_DIR: dir,
      VAPI_PRIVATE_KEY: "test-key",
      VAPI_PHONE_NUMBER_ID: "test-number",
      VAPI_DEMO_ASSISTANT_ID: "test-assistant",
      VAPI_WEBHOOK_SECRET: "test-webhook-secret-that-is-long-enough",
      VAPI_BASE_URL: "http://127.0.0.1:9",
    });
    await server.listening;
    // Vapi's message, its headers promising 4,000 bytes: 100 arrive, then the connection resets.
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(
      "POST /v1/vapi/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "X-Vapi-Secret: test-webhook-secret-that-is-long-enough\r\n" +
        `Content-Length: 4000\r\n\r\n{"message":{"type":"status-update","status":"${"x".repeat(40)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.resetAndDestroy();
    await vi.waitFor(
      () => {
        expect(server.output(), server.output()).toContain('"event":"request-aborted"');
      },
      { timeout: 10_000 },
    );
    expect(server.output()).not.toContain('"level":"error"');
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("killed after storing an inquiry and before sending its e-mails, sends both exactly once after a restart", async () => {
    const { pgliteDir: dir, outboxDir } = await serverFolders();

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
