// A deploy's SIGTERM on the real server (a child process): /readyz turns 503 at once, a request
// in flight completes, and the database is closed only once the server has closed, then exit 0.
import { eq } from "drizzle-orm";
import { connect } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPglite } from "../db/client.js";
import { inquiries } from "../db/schema.js";
import { valid } from "../test/harness.js";
import { freePort, serverFolders, startServer, stopServers } from "../test/server-process.js";

afterAll(stopServers);

describe("the server process on SIGTERM", () => {
  it("answers /readyz 503 during the drain, completes the request in flight, closes the database after the server, exits 0", async () => {
    const { pgliteDir: dir, outboxDir } = await serverFolders();
    const port = await freePort();
    const base = `http://127.0.0.1:${String(port)}`;
    const server = startServer({
      PORT: String(port),
      PGLITE_DIR: dir,
      MAIL_OUTBOX_DIR: outboxDir,
      RATE_LIMIT_PER_MINUTE: "0",
      SHUTDOWN_DELAY_SECONDS: "2",
    });
    await server.listening;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // A request in flight: its headers and half its body sent, the rest held back.
    const body = Buffer.from(JSON.stringify(valid.contact));
    const half = Math.floor(body.length / 2);
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    // A server that closed the database under it resets the connection: the test says so below.
    socket.on("error", (error) => (answer += `(connection failed: ${error.message})`));
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /v1/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${String(body.length)}\r\n\r\n`,
    );
    socket.write(body.subarray(0, half));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill("SIGTERM");
    await vi.waitFor(
      () => {
        expect(server.output()).toContain('"event":"stopping"');
      },
      { timeout: 10_000, interval: 20 },
    );
    // At once: not ready (the load balancer stops sending traffic), still alive.
    const readyz = await fetch(`${base}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toMatchObject({ status: "unavailable", reason: "draining" });
    expect((await fetch(`${base}/livez`)).status).toBe(200);

    // After SHUTDOWN_DELAY_SECONDS the listener closes: no new connection is taken.
    await vi.waitFor(
      async () => {
        await expect(fetch(`${base}/livez`)).rejects.toThrow();
      },
      { timeout: 10_000, interval: 100 },
    );
    // The workers have long drained (they were idle); the server still waits for our request.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.child.exitCode, server.output()).toBeNull();

    socket.write(body.subarray(half));
    await vi.waitFor(
      () => {
        expect(answer).toMatch(/^HTTP\/1\.1 \d{3}|connection failed/);
      },
      { timeout: 10_000 },
    );
    expect(answer, server.output()).toMatch(/^HTTP\/1\.1 201 /);
    const { id } = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { id: string };
    socket.end();

    expect(await server.exited).toBe(0);
    const events = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => (JSON.parse(line) as { event: string }).event);
    const order = ["stopping", "stopping.server_closed", "stopped"].map((e) => events.indexOf(e));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const after = await openPglite(dir);
    const stored = await after.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    await after.close();
    expect(stored).toEqual([{ id }]);
  }, 90_000);
});
