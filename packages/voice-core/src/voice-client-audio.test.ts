// @vitest-environment jsdom
// The agent's audio blocked by the browser's autoplay policy: the call goes on, `audioBlocked`
// says so, and `resumeAudio()` in a tap plays the agent's track.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
import { MIN_START_GAP_MS } from "./voice-defaults";

let t: TestClient;
let play: Mock<() => Promise<void>>;

/** A stand-in for the agent's remote audio track (jsdom has no WebRTC). */
class FakeTrack {
  readonly kind = "audio";
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "MediaStream",
    class {
      constructor(readonly tracks: FakeTrack[]) {}
    },
  );
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  t = setUpClient();
});

afterEach(() => {
  t.client.destroy();
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const blocked = () => ({
  type: "audio-start-failed",
  error: { name: "NotAllowedError", message: "play() failed because the user didn't interact" },
});

/** Daily's call object as the SDK hands it out: the agent's participant with its track. */
function withAgentTrack(track: FakeTrack | undefined) {
  const vapi = t.sdk.vapi as typeof t.sdk.vapi & { getDailyCallObject: () => unknown };
  vapi.getDailyCallObject = () => ({
    participants: () => ({
      local: { local: true, user_name: "" },
      agent: { user_name: "Vapi Speaker", tracks: { audio: { persistentTrack: track } } },
    }),
  });
}

describe("the agent's audio blocked by the browser", () => {
  it("does not end the call: audioBlocked until resumeAudio() plays the agent's track", async () => {
    await startCall(t);
    t.sdk.vapi.emit("error", blocked());
    await flush();
    expect(t.client.getSnapshot().state.status).toBe("active");
    expect(t.client.getSnapshot().audioBlocked).toBe(true);
    expect(t.errors).toEqual([]);

    const track = new FakeTrack();
    withAgentTrack(track);
    t.client.setOutputVolume(0.5);
    await t.client.resumeAudio();
    const player = document.querySelector("audio");
    expect(player?.srcObject).toMatchObject({ tracks: [track] });
    expect(player?.volume).toBe(0.5);
    expect(play).toHaveBeenCalledTimes(1);
    expect(t.client.getSnapshot().audioBlocked).toBe(false);

    // The call's end takes the player away.
    await t.client.stop();
    expect(document.querySelector("audio")).toBeNull();
  });

  it("stays blocked when the browser still refuses, and throws nothing else away", async () => {
    await startCall(t);
    t.sdk.vapi.emit("error", blocked());
    withAgentTrack(new FakeTrack());
    play.mockImplementationOnce(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    await expect(t.client.resumeAudio()).rejects.toThrow("no");
    expect(document.querySelector("audio")).toBeNull();
    expect(t.client.getSnapshot().audioBlocked).toBe(true);
    withAgentTrack(undefined);
    await expect(t.client.resumeAudio()).rejects.toThrow(/No agent audio/);
  });

  it("is over when the SDK plays the agent itself again, and a new call starts unblocked", async () => {
    await startCall(t);
    t.sdk.vapi.emit("error", blocked());
    withAgentTrack(new FakeTrack());
    await t.client.resumeAudio();
    t.sdk.vapi.emit("error", blocked());
    // A renegotiated track: the SDK's own player plays (the page has been interacted with).
    t.sdk.vapi.emit("audio", document.createElement("audio"));
    expect(document.querySelectorAll("audio")).toHaveLength(0);
    expect(t.client.getSnapshot().audioBlocked).toBe(false);

    t.sdk.vapi.emit("error", blocked());
    await t.client.stop();
    expect(t.client.getSnapshot().audioBlocked).toBe(false);
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    expect(t.client.getSnapshot().audioBlocked).toBe(false);
  });

  it("resumeAudio() needs an active call and does nothing when nothing is blocked", async () => {
    await expect(t.client.resumeAudio()).rejects.toThrow(/active call/);
    await startCall(t);
    await t.client.resumeAudio();
    expect(play).not.toHaveBeenCalled();
  });
});
