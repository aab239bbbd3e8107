import { afterEach, describe, expect, it, vi } from "vitest";
import { checkMicrophone } from "./microphone-check";
import { stubMicrophone } from "./testing/test-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checkMicrophone()", () => {
  it("asks for the microphone with the spec's processing and stops every track", async () => {
    const mic = stubMicrophone();
    await expect(checkMicrophone()).resolves.toBeNull();
    expect(mic.getUserMedia).toHaveBeenCalledExactlyOnceWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
    expect(mic.track.stop).toHaveBeenCalledTimes(1);
  });

  it("resolves the failure instead of rejecting", async () => {
    stubMicrophone(new DOMException("Permission denied", "NotAllowedError"));
    await expect(checkMicrophone()).resolves.toMatchObject({
      reason: "mic-denied",
      retryable: false,
    });
  });

  it("reports an insecure page when the media API is missing there", async () => {
    vi.stubGlobal("navigator", undefined);
    vi.stubGlobal("isSecureContext", false);
    await expect(checkMicrophone()).resolves.toMatchObject({ reason: "insecure-context" });
  });
});
