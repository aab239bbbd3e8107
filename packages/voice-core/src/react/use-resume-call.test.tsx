// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createVoiceClient,
  resumeIn,
  type CallResume,
  type CallStorage,
  type VoiceClient,
} from "../index";
import { resetPageCall } from "../page-call";
import { createFakeSdk, type FakeSdk } from "../testing/fake-vapi";
import { stubMicrophone } from "../testing/test-client";
import { LazyVoiceCallProvider } from "./lazy-voice-call-provider";
import { useResumeCall } from "./use-resume-call";
import { useCallStatus, useVoiceCall } from "./use-voice-call";

const entries = new Map<string, string>();
const storage: CallStorage = {
  getItem: (key) => entries.get(key) ?? null,
  setItem: (key, value) => void entries.set(key, value),
  removeItem: (key) => void entries.delete(key),
};

// The page's plug-in: its client keeps calls with it, and the panel reads the kept one.
const resume = resumeIn(storage);
let sdk: FakeSdk;
let loads: number;
const made: VoiceClient[] = [];

/** What the Permissions API answers for the microphone. */
function microphonePermission(state: PermissionState): void {
  stubMicrophone();
  Object.assign(navigator, { permissions: { query: () => Promise.resolve({ state }) } });
}

// The client as a page makes it on demand (LazyVoiceCallProvider), with the plug-in.
function loadClient(): Promise<VoiceClient> {
  loads += 1;
  sdk = createFakeSdk();
  const client = createVoiceClient({
    publicKey: "pk",
    assistantId: "asst",
    loadSdk: sdk.loadSdk,
    resume,
  });
  made.push(client);
  return Promise.resolve(client);
}

function Rejoin({ kept }: { kept: boolean }) {
  const plugin: CallResume | null = kept ? resume : null;
  const { state, rejoin } = useResumeCall(plugin);
  const status = useCallStatus();
  return (
    <>
      <output aria-label="resume">{state}</output>
      <output aria-label="status">{status}</output>
      <button type="button" onClick={() => void rejoin()}>
        Rejoin the call
      </button>
    </>
  );
}

async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const shown = (label: string) => screen.getByLabelText(label).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  loads = 0;
  entries.clear();
  // The call the page before the reload kept.
  resumeIn(storage).save({ id: "call-1", webCallUrl: "https://vapi.daily.co/room-1" });
});

afterEach(() => {
  cleanup();
  for (const client of made.splice(0)) client.destroy();
  resetPageCall();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useResumeCall(resume)", () => {
  it("rejoins at once when the microphone is allowed, loading the client on demand", async () => {
    microphonePermission("granted");
    render(
      <LazyVoiceCallProvider load={loadClient}>
        <Rejoin kept />
      </LazyVoiceCallProvider>,
    );
    await settle();
    expect(shown("resume")).toBe("rejoining");
    expect(shown("status")).toBe("connecting");
    expect(sdk.vapi.pendingStart.webCall?.id).toBe("call-1");
    await act(async () => {
      sdk.vapi.connect();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shown("resume")).toBe("rejoined");
    expect(shown("status")).toBe("active");
    expect(loads).toBe(1);
  });

  it("waits for the visitor's click when rejoining would ask for the microphone", async () => {
    microphonePermission("prompt");
    render(
      <LazyVoiceCallProvider load={loadClient}>
        <Rejoin kept />
      </LazyVoiceCallProvider>,
    );
    await settle();
    expect(shown("resume")).toBe("asking");
    expect(loads).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Rejoin the call" }));
    await settle();
    expect(shown("resume")).toBe("rejoining");
    await act(async () => {
      sdk.vapi.connect();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shown("resume")).toBe("rejoined");
  });

  it("drops the offer when the visitor starts another call instead", async () => {
    microphonePermission("prompt");
    function StartInstead() {
      const { start } = useVoiceCall();
      return (
        <button type="button" onClick={() => void start()}>
          Talk to the AI
        </button>
      );
    }
    render(
      <LazyVoiceCallProvider load={loadClient}>
        <Rejoin kept />
        <StartInstead />
      </LazyVoiceCallProvider>,
    );
    await settle();
    expect(shown("resume")).toBe("asking");
    fireEvent.click(screen.getByRole("button", { name: "Talk to the AI" }));
    await settle();
    expect(shown("resume")).toBe("none");
    expect(sdk.vapi.pendingStart.webCall).toBeUndefined();
  });

  it("says the call has ended when it is over meanwhile", async () => {
    microphonePermission("granted");
    render(
      <LazyVoiceCallProvider load={loadClient}>
        <Rejoin kept />
      </LazyVoiceCallProvider>,
    );
    await settle();
    await act(async () => {
      sdk.vapi.dailyError("no-room");
      sdk.vapi.failJoin();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shown("resume")).toBe("ended");
    expect(shown("status")).toBe("ended");
  });

  it("says the call has ended, loading nothing, when the kept one is too old or unreadable", async () => {
    microphonePermission("granted");
    entries.set("@novaline/voice-core:call", "{not json");
    render(
      <LazyVoiceCallProvider load={loadClient}>
        <Rejoin kept />
      </LazyVoiceCallProvider>,
    );
    await settle();
    expect(shown("resume")).toBe("ended");
    expect(shown("status")).toBe("idle");
    expect(loads).toBe(0);
  });

  it("does nothing, and loads nothing, when the page found no kept call", async () => {
    microphonePermission("granted");
    render(
      <LazyVoiceCallProvider load={loadClient}>
        <Rejoin kept={false} />
      </LazyVoiceCallProvider>,
    );
    await settle();
    expect(shown("resume")).toBe("none");
    expect(loads).toBe(0);
  });
});
