// Two API instances on one PostgreSQL database, as a deploy with two replicas runs: every limit
// is shared, each e-mail is sent once, each admitted call is placed once.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../tooling/vapi-stand-in.ts";
import { postgresDatabase } from "./test/databases.js";
import { valid } from "./test/harness.js";
import { cleanup, freePort, startServer, stopServers } from "./test/server-process.js";

let standIn: VapiStandIn | undefined;
afterAll(async () => {
  stopServers();
  await standIn?.stop();
});

describe("two API instances on one PostgreSQL", () => {
  it("share every limit, send each e-mail once and place each call once", async () => {
    const databaseUrl = await postgresDatabase();
    const outbox = mkdtempSync(join(tmpdir(), "novaline-two-instances-"));
    cleanup.push(() => {
      rmSync(outbox, { recursive: true, force: true });
    });
    const ports = [await freePort(), await freePort()] as const;
    standIn = await startVapiStandIn({
      webhookUrl: `http://127.0.0.1:${String(ports[0])}/v1/vapi/events`,
      timings: { ringMs: 60_000, answerMs: 60_000, talkMs: 1000 },
    });
    const common = {
      DATABASE_URL: databaseUrl,
      MAIL_OUTBOX_DIR: outbox,
      RATE_LIMIT_PER_MINUTE: "4",
      VAPI_PRIVATE_KEY: standIn.apiKey,
      VAPI_BASE_URL: standIn.url,
      VAPI_PHONE_NUMBER_ID: "number-1",
      VAPI_DEMO_ASSISTANT_ID: "assistant-demo",
      VAPI_WEBHOOK_SECRET: standIn.webhookSecret,
      DEMO_CALL_HOURS: "00:00-24:00",
      DEMO_CALLS_PER_IP_PER_HOUR: "100",
      DEMO_CALLS_PER_MINUTE: "4",
    };
    const servers = ports.map((port) => startServer({ ...common, PORT: String(port) }));
    await Promise.all(servers.map((server) => server.listening));
    const post = (instance: 0 | 1, path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${String(ports[instance])}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    // The inquiry rate limit (4 a minute per client) counts across both instances.
    const address = `shared-${String(Date.now())}@example.com`;
    const inquiries = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((instance) =>
        post(instance as 0 | 1, "/v1/inquiries", { ...valid.contact, email: address }),
      ),
    );
    const statuses = inquiries.map((res) => res.status).sort();
    if (new Date().getUTCSeconds() < 58) expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const ids = await Promise.all(
      inquiries
        .filter((res) => res.status === 201)
        .map(async (res) => ((await res.json()) as { id: string }).id),
    );

    // Each stored e-mail is sent once, by one of the two workers: the staff's for each inquiry,
    // and at most three confirmations to the one address.
    const sent = () => readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    const expected = ids.length + Math.min(3, ids.length);
    await expect.poll(() => sent().length, { timeout: 20_000 }).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sent()).toHaveLength(expected);
    const messages = sent().map((name) => readFileSync(join(outbox, name), "utf8"));
    for (const id of ids) {
      expect(
        messages.filter((m) => m.includes(id) && /^To: hello@novaline\.ai$/m.test(m)),
      ).toHaveLength(1);
    }

    // The demo-call limits: one call per number across both (the other request is answered
    // alike and never placed, but counts against the caps); a burst is capped at 4 a minute.
    const call = (instance: 0 | 1, phone: string) =>
      post(instance, "/v1/demo-calls", {
        firstName: "Jane",
        phone,
        industry: "health",
        consent: true,
      });
    const sameNumber = await Promise.all([call(0, "+15125550241"), call(1, "+15125550241")]);
    expect(sameNumber.map((res) => res.status)).toEqual([202, 202]);
    const burst = await Promise.all(
      ["+15125550242", "+15125550243", "+15125550244"].map((phone, i) =>
        call((i % 2) as 0 | 1, phone),
      ),
    );
    expect(burst.map((res) => res.status).sort()).toEqual([202, 202, 429]);
    expect(
      ((await burst.find((res) => res.status === 429)?.json()) as { error: { code: string } }).error
        .code,
    ).toBe("demo-calls-minute-cap");

    // Both workers run; each admitted call is placed once.
    await expect
      .poll(
        () => standIn?.requests.filter((r) => r.method === "POST" && r.path === "/call").length,
        {
          timeout: 15_000,
        },
      )
      .toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(standIn.requests.filter((r) => r.method === "POST" && r.path === "/call")).toHaveLength(
      3,
    );

    for (const server of servers) server.child.kill("SIGTERM");
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 90_000);
});
