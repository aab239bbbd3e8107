import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";

// The local stand-in for Vapi's API that `pnpm start` and the demo-call tests run against: it
// must behave as Vapi does where our API relies on it.

interface Received {
  secret: string | undefined;
  message: { type: string; status?: string; endedReason?: string; call: { id: string } } & Record<
    string,
    unknown
  >;
}

/** A webhook receiver on a free port, collecting what is posted to it. */
async function webhookReceiver() {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(text) as { message: Received["message"] };
      received.push({ secret: request.headers["x-vapi-secret"] as string, message: body.message });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/v1/vapi/events`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const callBody = (number: string) => ({
  assistantId: "assistant-1",
  phoneNumberId: "phone-1",
  customer: { number },
  assistantOverrides: { variableValues: { firstName: "Jane", industry: "dental clinic" } },
});

let standIn: VapiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const post = (key: string, body: unknown) =>
  fetch(`${standIn?.url ?? ""}/call`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the Vapi stand-in", () => {
  it("reports an answered call's lines with their times and serves its recording, with the key, by ranges, until the call is deleted", async () => {
    const webhook = await webhookReceiver();
    try {
      standIn = await startVapiStandIn({
        webhookUrl: webhook.url,
        timings: { ringMs: 5, answerMs: 10, talkMs: 20 },
      });
      const created = (await (await post(standIn.apiKey, callBody("+15125550140"))).json()) as {
        id: string;
      };
      await expect
        .poll(() => webhook.received.some(({ message }) => message.type === "end-of-call-report"))
        .toBe(true);
      const report = webhook.received.find(({ message }) => message.type === "end-of-call-report");
      const artifact = report?.message.artifact as {
        recordingUrl: string;
        messages: { role: string; secondsFromStart: number; duration: number }[];
      };
      expect(artifact.messages.map((m) => [m.role, m.secondsFromStart, m.duration])).toEqual([
        ["bot", 0, 1600],
        ["user", 2, 1600],
        ["bot", 4, 1600],
        ["user", 6, 1600],
        ["bot", 8, 1600],
      ]);
      expect(artifact.recordingUrl).toBe(`${standIn.url}/recordings/${created.id}.wav`);
      const auth = { authorization: `Bearer ${standIn.apiKey}` };
      expect((await fetch(artifact.recordingUrl)).status).toBe(401);
      const whole = await fetch(artifact.recordingUrl, { headers: auth });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("audio/wav");
      const file = Buffer.from(await whole.arrayBuffer());
      expect(file.subarray(0, 4).toString("ascii")).toBe("RIFF");
      // Ten seconds of 8 kHz, 16-bit mono, and its header.
      expect(file.length).toBe(44 + 10 * 8000 * 2);
      const part = await fetch(artifact.recordingUrl, { headers: { ...auth, range: "bytes=4-7" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 4-7/${String(file.length)}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(file.subarray(4, 8));
      const past = await fetch(artifact.recordingUrl, {
        headers: { ...auth, range: `bytes=${String(file.length)}-` },
      });
      expect(past.status).toBe(416);
      await fetch(`${standIn.url}/call/${created.id}`, { method: "DELETE", headers: auth });
      expect((await fetch(artifact.recordingUrl, { headers: auth })).status).toBe(404);
    } finally {
      await webhook.close();
    }
  });

  it("refuses another key, creates a call per request as Vapi does, and fails when told to", async () => {
    standIn = await startVapiStandIn({ apiKey: "secret-key" });
    expect((await post("wrong", callBody("+15125550134"))).status).toBe(401);

    standIn.failNext(503);
    expect((await post("secret-key", callBody("+15125550134"))).status).toBe(503);
    expect(standIn.calls.size).toBe(0);
    const first = await post("secret-key", { ...callBody("+15125550134"), name: "ours-1" });
    expect(first.status).toBe(201);
    const call = (await first.json()) as { id: string; status: string; name: string };
    expect(call).toMatchObject({ status: "queued", name: "ours-1" });
    // No idempotency key: the same request again is another call.
    await post("secret-key", { ...callBody("+15125550134"), name: "ours-1" });
    expect(standIn.calls.size).toBe(2);
    expect((await post("secret-key", { customer: {} })).status).toBe(400);
  });

  it("plays a slow or broken Vapi: the call created after M ms, the answer after N ms, fields left out, the list failing", async () => {
    standIn = await startVapiStandIn();
    const key = standIn.apiKey;
    const list = async () => {
      const response = await fetch(`${standIn?.url ?? ""}/call`, {
        headers: { authorization: `Bearer ${key}` },
      });
      return { status: response.status, body: (await response.json()) as { name?: string }[] };
    };
    // A 500 while the call is created anyway, 200 ms later.
    standIn.scriptNext({ status: 500, createAfterMs: 200 });
    const started = Date.now();
    expect((await post(key, { ...callBody("+15125550134"), name: "late" })).status).toBe(500);
    expect(standIn.calls.size).toBe(0);
    await expect.poll(() => standIn?.calls.size).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);

    // A 201 without Vapi's status, 200 ms late.
    standIn.scriptNext({ answerAfterMs: 200, omit: ["status"] });
    const slow = await post(key, { ...callBody("+15125550134"), name: "slow" });
    expect(slow.status).toBe(201);
    const body = (await slow.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: "slow" });
    expect(body).not.toHaveProperty("status");

    standIn.failListNext(404);
    expect((await list()).status).toBe(404);
    expect((await list()).body.map((call) => call.name)).toEqual(["slow", "late"]);
  });

  it("lists calls newest first, by phone number and creation time", async () => {
    standIn = await startVapiStandIn();
    const before = new Date().toISOString();
    await post(standIn.apiKey, { ...callBody("+15125550134"), name: "a" });
    await post(standIn.apiKey, {
      ...callBody("+15125550135"),
      name: "b",
      phoneNumberId: "phone-2",
    });
    const list = async (query: string) =>
      (await (
        await fetch(`${standIn?.url ?? ""}/call?${query}`, {
          headers: { authorization: `Bearer ${standIn?.apiKey ?? ""}` },
        })
      ).json()) as { name: string }[];
    expect((await list(`createdAtGe=${before}`)).map((c) => c.name)).toEqual(["b", "a"]);
    expect((await list("phoneNumberId=phone-1")).map((c) => c.name)).toEqual(["a"]);
    expect(await list(`createdAtGe=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
  });

  it("rings, answers and reports the call to the webhook with the secret", async () => {
    const webhook = await webhookReceiver();
    standIn = await startVapiStandIn({
      webhookUrl: webhook.url,
      webhookSecret: "hook-secret",
      timings: { ringMs: 10, answerMs: 20, talkMs: 30 },
    });
    const call = (await (await post(standIn.apiKey, callBody("+15125550134"))).json()) as {
      id: string;
    };
    await expect.poll(() => webhook.received.length).toBe(4);
    expect(webhook.received.every((delivery) => delivery.secret === "hook-secret")).toBe(true);
    expect(webhook.received.every((delivery) => delivery.message.call.id === call.id)).toBe(true);
    expect(webhook.received.map(({ message }) => message.status ?? message.type)).toEqual([
      "ringing",
      "in-progress",
      "ended",
      "end-of-call-report",
    ]);
    const report = webhook.received[3]?.message as Received["message"] & {
      artifact: { transcript: string };
      analysis: { summary: string };
      durationSeconds: number;
    };
    expect(report.endedReason).toBe("customer-ended-call");
    expect(report.artifact.transcript).toMatch(/^AI: Hi Jane, .*dental clinic/);
    expect(report.analysis.summary).not.toBe("");
    expect(report.durationSeconds).toBeGreaterThanOrEqual(0);
    await webhook.close();
  });

  it("a number ending 0001 is busy: the call ends unanswered with Vapi's reason", async () => {
    const webhook = await webhookReceiver();
    standIn = await startVapiStandIn({
      webhookUrl: webhook.url,
      timings: { ringMs: 10, answerMs: 20, talkMs: 30 },
    });
    await post(standIn.apiKey, callBody("+15125550001"));
    await expect.poll(() => webhook.received.length).toBe(3);
    expect(webhook.received.map(({ message }) => message.status ?? message.type)).toEqual([
      "ringing",
      "ended",
      "end-of-call-report",
    ]);
    expect(webhook.received[2]?.message.endedReason).toBe("customer-busy");
    await webhook.close();
  });
});
