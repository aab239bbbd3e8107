// The local Vapi stand-in's browser calls (`pnpm start`'s "Talk to the AI"): Vapi's `POST /call/web`
// as the site's SDK sends it, the agent's lines per industry, and the call machine it serves.
import { Script } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "./vapi-stand-in.ts";
import { callMachineScript } from "./web-call-machine.ts";
import { newConversation, replyTo } from "./web-call-script.ts";

let standIn: VapiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const SITE = "http://localhost:5173";

async function createWebCall(url: string, body: unknown, key = "local-public-key") {
  return fetch(`${url}/call/web`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", origin: SITE },
    body: JSON.stringify(body),
  });
}

const turn = async (url: string, id: string, body: unknown) => {
  const response = await fetch(`${url}/stand-in/web-calls/${id}/turns`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { say?: string | null } };
};

describe("POST /call/web", () => {
  it("lets the site's origin ask (CORS), as Vapi's API does", async () => {
    standIn = await startVapiStandIn();
    const preflight = await fetch(`${standIn.url}/call/web`, {
      method: "OPTIONS",
      headers: {
        origin: SITE,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/authorization/);
  });

  it("creates a web call with the public key, in a room of its own, that GET /call/:id shows", async () => {
    standIn = await startVapiStandIn();
    const response = await createWebCall(standIn.url, {
      assistantId: "local-web-assistant",
      assistantOverrides: { variableValues: { industry: "Healthcare" } },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const call = (await response.json()) as { id: string; webCallUrl: string; type: string };
    expect(call.type).toBe("webCall");
    expect(call.webCallUrl).toBe(`https://novaline-stand-in.daily.co/${call.id}`);
    // The API's check of call feedback asks with the private key.
    const shown = await fetch(`${standIn.url}/call/${call.id}`, {
      headers: { authorization: "Bearer local-vapi-key" },
    });
    expect(await shown.json()).toMatchObject({ id: call.id, type: "webCall" });
  });

  it("refuses another key, and a call without an assistant", async () => {
    standIn = await startVapiStandIn();
    expect((await createWebCall(standIn.url, { assistantId: "a" }, "local-vapi-key")).status).toBe(
      401,
    );
    expect((await createWebCall(standIn.url, {})).status).toBe(400);
  });
});

describe("POST /stand-in/web-calls/:id/turns", () => {
  it("greets once, in the industry the call was created for, and answers each turn", async () => {
    standIn = await startVapiStandIn();
    const created = await createWebCall(standIn.url, {
      assistantId: "local-web-assistant",
      assistantOverrides: { variableValues: { industry: "Automotive" } },
    });
    const { id } = (await created.json()) as { id: string };
    expect((await turn(standIn.url, id, { kind: "join" })).body.say).toMatch(/Miller Auto Service/);
    // A rejoined call (a reload) is not greeted again.
    expect((await turn(standIn.url, id, { kind: "join" })).body.say).toBeNull();
    expect(
      (await turn(standIn.url, id, { kind: "typed", text: "Can I book a service?" })).body.say,
    ).toMatch(/Monday at 8:00/);
    expect((await turn(standIn.url, id, { kind: "spoken" })).body.say).toMatch(/make and model/);
  });

  it("does not know a call it did not create, nor a turn of another kind", async () => {
    standIn = await startVapiStandIn();
    expect((await turn(standIn.url, "nope", { kind: "join" })).status).toBe(404);
    const { id } = (await (await createWebCall(standIn.url, { assistantId: "a" })).json()) as {
      id: string;
    };
    expect((await turn(standIn.url, id, { kind: "shout" })).status).toBe(400);
  });
});

describe("GET /stand-in/daily-call-machine.js", () => {
  it("serves the call machine it was given, for its own address", async () => {
    standIn = await startVapiStandIn({ callMachine: callMachineScript });
    const response = await fetch(`${standIn.url}/stand-in/daily-call-machine.js`);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    const script = await response.text();
    // Plain JavaScript a browser runs (the types stripped), asking this stand-in for its lines.
    expect(() => new Script(script)).not.toThrow();
    expect(script).toContain(JSON.stringify({ standInUrl: standIn.url }));
  });

  it("is not found without one (the API's tests start it so)", async () => {
    standIn = await startVapiStandIn();
    expect((await fetch(`${standIn.url}/stand-in/daily-call-machine.js`)).status).toBe(404);
  });
});

describe("replyTo()", () => {
  it("answers a typed question by its words, and repeats what it does not understand", () => {
    const clinic = newConversation({ industry: "Healthcare" });
    expect(replyTo(clinic, { kind: "typed", text: "When are you open?" })).toMatch(
      /Monday to Friday/,
    );
    expect(replyTo(clinic, { kind: "typed", text: "Can I speak to a person?" })).toMatch(
      /front desk/,
    );
    expect(replyTo(clinic, { kind: "typed", text: "Purple elephants" })).toBe(
      `You said: "Purple elephants". I'm the local stand-in for the clinic's AI, so I answer from a short script: ask me about opening hours, prices or booking.`,
    );
  });

  it("is the general receptionist without an industry, or with one it has no script for", () => {
    for (const values of [undefined, {}, { industry: "" }, { industry: "Astronomy" }]) {
      expect(replyTo(newConversation(values), { kind: "join" })).toMatch(/any kind of business/);
    }
  });

  it("says when its call's script has run out", () => {
    const salon = newConversation({ industry: "Beauty & Salons" });
    const said = [1, 2, 3, 4].map(() => replyTo(salon, { kind: "spoken" }));
    expect(said[0]).toMatch(/cut, a colour/);
    expect(said[3]).toMatch(/end of this stand-in's script/);
  });
});
