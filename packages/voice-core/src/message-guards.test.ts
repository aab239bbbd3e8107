import { describe, expect, expectTypeOf, it } from "vitest";
import { isStatusUpdateMessage, isTranscriptMessage } from "./message-guards";
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
});
