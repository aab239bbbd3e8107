import { describe, expect, expectTypeOf, it } from "vitest";
import {
  isConversationUpdateMessage,
  isHangMessage,
  isModelOutputMessage,
  isStatusUpdateMessage,
  isTranscriptMessage,
  isUserInterruptedMessage,
  isVoiceInputMessage,
} from "./message-guards";
import type { VapiMessage } from "./sdk-types";

describe("message guards", () => {
  it("narrow a VapiMessage to the message they check, which `m.type ===` cannot", () => {
    const m = {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "Hi",
    } as VapiMessage;
    if (m.type === "transcript") {
      // The catch-all member stays in the union: its fields are unknown.
      expectTypeOf(m.transcript).toEqualTypeOf<unknown>();
    }
    if (isTranscriptMessage(m)) {
      expectTypeOf(m.transcript).toEqualTypeOf<string>();
      expectTypeOf(m.role).toEqualTypeOf<"assistant" | "user">();
    }
    const status = { type: "status-update", status: "ended", endedReason: "x" } as VapiMessage;
    if (isStatusUpdateMessage(status)) {
      expectTypeOf(status.status).toEqualTypeOf<string>();
      expectTypeOf(status.endedReason).toEqualTypeOf<string | undefined>();
    }
    expect(isTranscriptMessage(m)).toBe(true);
    expect(isStatusUpdateMessage(status)).toBe(true);
  });

  it("check the whole shape, not only the type", () => {
    const transcript = {
      type: "transcript",
      role: "user",
      transcriptType: "final",
      transcript: "Hi",
    };
    expect(isTranscriptMessage({ ...transcript, transcript: 42 })).toBe(false);
    expect(isTranscriptMessage({ ...transcript, role: "system" })).toBe(false);
    expect(isTranscriptMessage({ ...transcript, type: "transcript[transcriptType='final']" })).toBe(
      true,
    );
    expect(isTranscriptMessage({ type: "status-update", status: "ended" })).toBe(false);
    expect(isTranscriptMessage(null)).toBe(false);
    expect(isStatusUpdateMessage({ type: "status-update", status: 3 })).toBe(false);
    expect(isStatusUpdateMessage({ type: "status-update", status: "ended", endedReason: 1 })).toBe(
      false,
    );
    expect(isStatusUpdateMessage(transcript)).toBe(false);
    expect(isStatusUpdateMessage(undefined)).toBe(false);
  });

  it("take Vapi's interruption, conversation, model output, voice input and hang messages, and nothing shaped otherwise", () => {
    const conversation = {
      type: "conversation-update",
      messages: [
        { role: "system", message: "You are the receptionist." },
        { role: "bot", message: "Hi!", secondsFromStart: 1.2 },
        { role: "user", message: "I need a dentist" },
      ],
    } as VapiMessage;
    expect(isUserInterruptedMessage({ type: "user-interrupted" })).toBe(true);
    expect(isUserInterruptedMessage({ type: "user-interrupted", timestamp: 1767225600000 })).toBe(
      true,
    );
    expect(isConversationUpdateMessage(conversation)).toBe(true);
    expect(isModelOutputMessage({ type: "model-output", output: "Sure, " })).toBe(true);
    expect(isVoiceInputMessage({ type: "voice-input", input: "Sure, Friday at ten works." })).toBe(
      true,
    );
    expect(isHangMessage({ type: "hang" })).toBe(true);

    expect(isConversationUpdateMessage({ type: "conversation-update", messages: "Hi" })).toBe(
      false,
    );
    expect(isConversationUpdateMessage({ type: "conversation-update", messages: [{}] })).toBe(
      false,
    );
    expect(isModelOutputMessage({ type: "model-output" })).toBe(false);
    expect(isVoiceInputMessage({ type: "voice-input", input: 3 })).toBe(false);
    for (const guard of [
      isUserInterruptedMessage,
      isConversationUpdateMessage,
      isModelOutputMessage,
      isVoiceInputMessage,
      isHangMessage,
    ]) {
      expect(guard({ type: "speech-update", role: "user", status: "started" })).toBe(false);
      expect(guard(null)).toBe(false);
      expect(guard(undefined)).toBe(false);
    }
    if (isConversationUpdateMessage(conversation)) {
      expectTypeOf(conversation.messages[0]?.role).toEqualTypeOf<string | undefined>();
    }
    const voice = { type: "voice-input", input: "Hi" } as VapiMessage;
    if (isVoiceInputMessage(voice)) expectTypeOf(voice.input).toEqualTypeOf<string>();
  });
});
