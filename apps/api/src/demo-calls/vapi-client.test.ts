import { afterEach, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import { createVapiClient, VapiCallError, type PlaceCallRequest } from "./vapi-client.js";

let standIn: VapiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function setUp(options: { key?: string; timeoutMs?: number } = {}) {
  standIn = await startVapiStandIn({ apiKey: "vapi-private" });
  const client = createVapiClient({
    baseUrl: `${standIn.url}/`,
    privateKey: options.key ?? "vapi-private",
    timeoutMs: options.timeoutMs ?? 2000,
  });
  return { standIn, client };
}

const request: PlaceCallRequest = {
  assistantId: "assistant-demo",
  phoneNumberId: "number-1",
  number: "+15125550134",
  variableValues: { firstName: "Jane", industry: "Healthcare & Clinics" },
  maxDurationSeconds: 240,
  demoCallId: "2f1d7c52-2d8a-4f7e-9d55-0d3f0b6d8a11",
};

const callRequests = (s: VapiStandIn) => s.requests.filter((r) => r.path === "/call");

describe("the Vapi client", () => {
  it("places the call with the private key, our id as its name, the assistant's variables and a bound on its length", async () => {
    const { standIn, client } = await setUp();
    const call = await client.placeCall(request);
    expect(call.status).toBe("queued");
    expect(standIn.calls.get(call.id)?.customer.number).toBe("+15125550134");
    const [sent] = callRequests(standIn);
    expect(sent?.authorization).toBe("Bearer vapi-private");
    expect(sent?.body).toEqual({
      assistantId: "assistant-demo",
      phoneNumberId: "number-1",
      customer: { number: "+15125550134" },
      name: request.demoCallId,
      assistantOverrides: {
        variableValues: { firstName: "Jane", industry: "Healthcare & Clinics" },
        maxDurationSeconds: 240,
        silenceTimeoutSeconds: 20,
        metadata: { demoCallId: request.demoCallId },
      },
    });
  });

  it("sends one request: a failure says whether it is worth trying again and whether Vapi may have created the call", async () => {
    const { standIn, client } = await setUp();
    standIn.failNext(503);
    const unavailable = await client.placeCall(request).catch((error: unknown) => error);
    expect(unavailable).toBeInstanceOf(VapiCallError);
    // A 5xx may come after Vapi created the call.
    expect(unavailable).toMatchObject({ status: 503, transient: true, mayHaveCreated: true });
    expect(callRequests(standIn)).toHaveLength(1);
    expect(standIn.calls.size).toBe(0);

    standIn.failNext(429);
    expect(await client.placeCall(request).catch((error: unknown) => error)).toMatchObject({
      status: 429,
      transient: true,
      mayHaveCreated: false,
    });

    const wrongKey = createVapiClient({ baseUrl: standIn.url, privateKey: "public-key" });
    const refused = await wrongKey.placeCall(request).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, transient: false, mayHaveCreated: false });
    expect((refused as Error).message).toMatch(/Invalid Key/);
  });

  it("takes any 2xx with an id as the call, and one without an id as an unknown outcome", async () => {
    const { standIn, client } = await setUp();
    standIn.scriptNext({ omit: ["status"] });
    const placed = await client.placeCall(request);
    expect(placed).toEqual({ id: [...standIn.calls.keys()][0] });

    standIn.scriptNext({ omit: ["id"] });
    const unreadable = await client.placeCall(request).catch((error: unknown) => error);
    expect(unreadable).toMatchObject({ status: 201, transient: true, mayHaveCreated: true });
    expect(standIn.calls.size).toBe(2);
  });

  it("when Vapi times out after creating the call, finds that call by our id instead of placing another", async () => {
    const { standIn, client } = await setUp({ timeoutMs: 300 });
    standIn.stallNext();
    const before = new Date();
    const timedOut = await client.placeCall(request).catch((error: unknown) => error);
    expect(timedOut).toMatchObject({ status: 0, transient: true, mayHaveCreated: true });
    const found = await client.findCall({
      demoCallId: request.demoCallId,
      phoneNumberId: request.phoneNumberId,
      createdAfter: new Date(before.getTime() - 60_000),
    });
    expect(found?.id).toBe([...standIn.calls.keys()][0]);
    expect(standIn.calls.size).toBe(1);
    // Another of our calls, or one made before the window, is not it.
    expect(
      await client.findCall({ ...request, demoCallId: "another", createdAfter: before }),
    ).toBeUndefined();
    expect(
      await client.findCall({
        ...request,
        createdAfter: new Date(Date.now() + 60_000),
      }),
    ).toBeUndefined();
  });

  it("finds our call past the first page of the number's calls, a page at a time", async () => {
    const { standIn, client } = await setUp();
    const before = new Date(Date.now() - 1000);
    const ours = await client.placeCall(request);
    // 250 calls of the same number after ours (its other uses, or a burst of demos): the newest
    // 100 fill the first page of Vapi's list.
    for (let i = 0; i < 250; i += 1) {
      await client.placeCall({ ...request, demoCallId: `other-${String(i)}` });
    }
    const found = await client.findCall({ ...request, createdAfter: before });
    expect(found?.id).toBe(ours.id);
    const lists = standIn.requests.filter((r) => r.method === "GET" && r.path === "/call");
    expect(lists.length).toBeGreaterThan(1);
    // Not there at all: every page read, then none.
    expect(
      await client.findCall({ ...request, demoCallId: "nobody", createdAfter: before }),
    ).toBeUndefined();
    expect(standIn.calls.size).toBe(251);
  });

  it("deletes a call's data with the private key, and takes a call already gone as deleted", async () => {
    const { standIn, client } = await setUp();
    const call = await client.placeCall(request);
    await client.deleteCall(call.id);
    expect(standIn.calls.has(call.id)).toBe(false);
    const deleted = standIn.requests.find((r) => r.method === "DELETE");
    expect(deleted).toMatchObject({
      path: `/call/${call.id}`,
      authorization: "Bearer vapi-private",
    });
    // Again: Vapi answers 404, which is what was wanted.
    await expect(client.deleteCall(call.id)).resolves.toBeUndefined();
  });

  it("says whether a failed deletion is worth trying again", async () => {
    const refused = await setUp({ key: "another-key" });
    await expect(refused.client.deleteCall("call-1")).rejects.toMatchObject({
      status: 401,
      transient: false,
    });
    await refused.standIn.stop();
    // Nothing listens any more: no answer, try again later.
    await expect(refused.client.deleteCall("call-1")).rejects.toMatchObject({
      status: 0,
      transient: true,
    });
    standIn = undefined;
  });

  it("looks up one call by its id: its type, assistant and creation time, or nothing when Vapi has none", async () => {
    const { standIn, client } = await setUp();
    const createdAt = new Date("2026-11-30T00:00:00.000Z");
    const web = standIn.addWebCall({ assistantId: "assistant-web", createdAt });
    await expect(client.getCall(web.id)).resolves.toEqual({
      id: web.id,
      type: "webCall",
      assistantId: "assistant-web",
      createdAt,
    });
    const phone = await client.placeCall(request);
    await expect(client.getCall(phone.id)).resolves.toMatchObject({
      type: "outboundPhoneCall",
      assistantId: "assistant-demo",
    });
    await expect(client.getCall("2f1d7c52-0000-4f7e-9d55-0d3f0b6d8a11")).resolves.toBeUndefined();
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/call/2f1d7c52-0000-4f7e-9d55-0d3f0b6d8a11",
      authorization: "Bearer vapi-private",
    });
  });

  it("says whether a failed lookup is worth trying again", async () => {
    const refused = await setUp({ key: "another-key" });
    const id = refused.standIn.addWebCall().id;
    await expect(refused.client.getCall(id)).rejects.toMatchObject({
      status: 401,
      transient: false,
    });
    await refused.standIn.stop();
    await expect(refused.client.getCall(id)).rejects.toMatchObject({ status: 0, transient: true });
    standIn = undefined;
  });
});
