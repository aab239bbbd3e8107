// Typing to the agent during the call: the visitor's words as a turn of their own, the agent
// answering (or not), and silent context.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUpClient, startCall, type TestClient } from "./testing/test-client";

let t: TestClient;

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("sendText()", () => {
  it("sends the visitor's words for the agent to answer, and shows them at once as a turn", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.transcript("user", "final", "I'd like a booking");
    vapi.transcript("assistant", "final", "For when?");
    const updates: number[] = [];
    t.client.on("transcript", (turns) => updates.push(turns.length));
    t.client.sendText("  Friday at 10  ");
    expect(vapi.sent).toEqual([
      {
        type: "add-message",
        message: { role: "user", content: "Friday at 10" },
        triggerResponseEnabled: true,
      },
    ]);
    const { transcript, agent } = t.client.getSnapshot();
    expect(transcript.at(-1)).toMatchObject({
      id: "3",
      role: "user",
      text: "Friday at 10",
      final: true,
      typed: true,
    });
    expect(updates).toEqual([3]);
    expect(agent).toBe("thinking");
    // What the visitor says next is a turn of its own, not part of what they typed.
    vapi.transcript("user", "final", "Or Saturday");
    expect(t.client.getSnapshot().transcript.map((turn) => turn.text)).toEqual([
      "I'd like a booking",
      "For when?",
      "Friday at 10",
      "Or Saturday",
    ]);
  });

  it("with triggerResponse false, tells the agent without asking it to answer", async () => {
    await startCall(t);
    t.client.sendText("My number is 512 555 0134", { triggerResponse: false });
    expect(t.sdk.vapi.sent).toMatchObject([{ triggerResponseEnabled: false }]);
    expect(t.client.getSnapshot().agent).toBe("listening");
    expect(t.client.getSnapshot().transcript).toHaveLength(1);
  });

  it("throws without an active call or without text, sending nothing", async () => {
    expect(() => {
      t.client.sendText("Hi");
    }).toThrow(/active call/);
    await startCall(t);
    expect(() => {
      t.client.sendText("   ");
    }).toThrow(/needs text/);
    expect(t.sdk.vapi.sent).toEqual([]);
    expect(t.client.getSnapshot().transcript).toEqual([]);
  });
});

describe("sendContext()", () => {
  it("tells the agent silently: a system message, no turn, no answer", async () => {
    await startCall(t);
    t.client.sendContext("The visitor is on the pricing page.");
    expect(t.sdk.vapi.sent).toEqual([
      {
        type: "add-message",
        message: { role: "system", content: "The visitor is on the pricing page." },
        triggerResponseEnabled: false,
      },
    ]);
    expect(t.client.getSnapshot().transcript).toEqual([]);
    expect(t.client.getSnapshot().agent).toBe("listening");
  });
});
