import { describe, expect, it } from "vitest";
import { LISTENING, trackAgentMessage, trackAgentSpeech, type AgentTracking } from "./agent-state";
import type { VapiMessage } from "./sdk-types";

const speech = (role: "assistant" | "user", status: "started" | "stopped"): VapiMessage => ({
  type: "speech-update",
  role,
  status,
  turn: 1,
});

const after = (messages: VapiMessage[], from: AgentTracking = LISTENING) =>
  messages.reduce<{ tracking: AgentTracking; agents: string[] }>(
    ({ tracking, agents }, message) => {
      const next = trackAgentMessage(tracking, message);
      return { tracking: next, agents: [...agents, next.agent] };
    },
    { tracking: from, agents: [] },
  );

describe("the agent's state from Vapi's messages", () => {
  it("follows a turn: the visitor speaks, the agent thinks, then speaks, then listens", () => {
    expect(
      after([
        speech("user", "started"),
        speech("user", "stopped"),
        { type: "model-output", output: "Sure" },
        speech("assistant", "started"),
        { type: "model-output", output: ", I can" }, // still speaking
        speech("assistant", "stopped"),
      ]).agents,
    ).toEqual(["listening", "thinking", "thinking", "speaking", "speaking", "listening"]);
  });

  it("listens when the visitor cuts the agent off", () => {
    const { agents } = after([
      speech("assistant", "started"),
      speech("user", "started"),
      { type: "user-interrupted" },
    ]);
    expect(agents).toEqual(["speaking", "listening", "listening"]);
  });

  it("takes a conversation update that ends with the visitor's words as the end of their turn", () => {
    const update = (role: string): VapiMessage => ({
      type: "conversation-update",
      conversation: [
        { role: "assistant", content: "Hi" },
        { role, content: "x" },
      ],
    });
    expect(after([update("user")]).agents).toEqual(["thinking"]);
    expect(after([update("assistant")]).agents).toEqual(["listening"]);
    expect(after([{ type: "conversation-update", conversation: "?" }]).agents).toEqual([
      "listening",
    ]);
  });

  it("ignores what says nothing about it, and malformed speech updates", () => {
    const { agents } = after([
      { type: "status-update", status: "in-progress" },
      { type: "speech-update", role: "tool", status: "started" },
      { type: "speech-update", role: "assistant", status: "paused" },
      { type: "transcript", role: "user", transcriptType: "partial", transcript: "Hi" },
    ]);
    expect(agents).toEqual(["listening", "listening", "listening", "listening"]);
  });
});

describe("without speech updates (an assistant whose client messages leave them out)", () => {
  it("falls back on the SDK's speech events and the visitor's final transcript", () => {
    let tracking = trackAgentMessage(LISTENING, {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "I'd like a booking",
    });
    expect(tracking.agent).toBe("thinking");
    tracking = trackAgentSpeech(tracking, "speech-start");
    expect(tracking.agent).toBe("speaking");
    expect(trackAgentSpeech(tracking, "speech-end").agent).toBe("listening");
  });

  it("once a speech update arrived, the audio level and transcripts no longer decide", () => {
    const { tracking } = after([speech("user", "started")]);
    expect(tracking.fromSpeechUpdates).toBe(true);
    expect(trackAgentSpeech(tracking, "speech-start").agent).toBe("listening");
    const final: VapiMessage = {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "Hi",
    };
    expect(trackAgentMessage(tracking, final).agent).toBe("listening");
  });
});
