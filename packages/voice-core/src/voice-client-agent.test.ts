// What the agent is doing, on the client: from Vapi's messages during the active call, `idle`
// around it, and the `agent` event.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AgentState } from "./agent-state";
import { setUpClient, startCall, type TestClient } from "./testing/test-client";

let t: TestClient;
let agents: AgentState[];

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  agents = [];
  t.client.on("agent", (agent) => agents.push(agent));
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const speech = (role: "assistant" | "user", status: "started" | "stopped") => ({
  type: "speech-update",
  role,
  status,
});

describe("interruptions", () => {
  it("marks the agent's turn the visitor cut off and says so once with `interrupted`", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    const interruptions = vi.fn();
    const transcripts: unknown[] = [];
    t.client.on("interrupted", interruptions);
    t.client.on("transcript", (turns) => transcripts.push(turns));
    const said = (
      role: "assistant" | "user",
      transcriptType: "partial" | "final",
      text: string,
    ) => {
      vapi.emit("message", { type: "transcript", role, transcriptType, transcript: text });
    };
    said("assistant", "final", "Hi! How can I help?");
    said("assistant", "partial", "We open at nine and");
    vapi.emit("message", { type: "user-interrupted" });
    said("user", "partial", "Wait, on Saturdays?");
    expect(interruptions).toHaveBeenCalledTimes(1);
    expect(
      t.client.getSnapshot().transcript.map(({ role, text, interrupted }) => ({
        role,
        text,
        interrupted,
      })),
    ).toEqual([
      { role: "assistant", text: "Hi! How can I help? We open at nine and", interrupted: true },
      { role: "user", text: "Wait, on Saturdays?", interrupted: undefined },
    ]);
    // Each change of the transcript was told: two lines, the mark, the visitor's words.
    expect(transcripts).toHaveLength(4);
    // Another interruption with nothing new to mark tells `interrupted` only.
    vapi.emit("message", { type: "user-interrupted" });
    expect(interruptions).toHaveBeenCalledTimes(2);
    expect(transcripts).toHaveLength(4);
  });
});

describe("snapshot.agent", () => {
  it("is idle until the call is active, follows Vapi's speech updates, and is idle again after", async () => {
    expect(t.client.getSnapshot().agent).toBe("idle");
    await startCall(t);
    const vapi = t.sdk.vapi;
    expect(t.client.getSnapshot().agent).toBe("listening");
    vapi.emit("message", speech("user", "started"));
    vapi.emit("message", speech("user", "stopped"));
    expect(t.client.getSnapshot().agent).toBe("thinking");
    vapi.emit("message", speech("assistant", "started"));
    // The SDK's audio level agrees late; it decides nothing once speech updates arrive.
    vapi.audioLevel(0.1);
    vapi.emit("message", speech("assistant", "stopped"));
    expect(t.client.getSnapshot().agent).toBe("listening");
    vapi.emit("message", { type: "model-output", output: "Sure" });
    vapi.emit("message", speech("assistant", "started"));
    vapi.emit("message", { type: "user-interrupted" });
    expect(agents).toEqual([
      "listening",
      "thinking",
      "speaking",
      "listening",
      "thinking",
      "speaking",
      "listening",
    ]);
    await t.client.stop();
    expect(t.client.getSnapshot().agent).toBe("idle");
    expect(agents.at(-1)).toBe("idle");
  });

  it("without speech updates, follows the agent's audio", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.transcript("user", "final", "I'd like a booking");
    expect(t.client.getSnapshot().agent).toBe("thinking");
    vapi.audioLevel(0.1);
    expect(t.client.getSnapshot().agent).toBe("speaking");
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.client.getSnapshot().agent).toBe("listening");
  });

  it("is idle while a dropped call reconnects, and listening once it is back", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.emit("message", speech("assistant", "started"));
    vapi.dailyError("connection-error", "Connection lost", { on: "rtc-connection" });
    vapi.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.client.getSnapshot().state.status).toBe("reconnecting");
    expect(t.client.getSnapshot().agent).toBe("idle");
    await vi.advanceTimersByTimeAsync(1000);
    t.sdk.vapi.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.client.getSnapshot().agent).toBe("listening");
  });
});
