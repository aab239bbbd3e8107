// Shared set-up of the client tests: a client on the fake SDK, a working microphone, and the
// states and errors it reported.
import { vi } from "vitest";
import type { CallState } from "../call-state";
import type { VoiceFailure } from "../failure-reasons";
import {
  createVoiceClient,
  type VoiceClient,
  type VoiceClientOptions,
  type VoiceTarget,
} from "../voice-client";
import { createFakeSdk, type FakeSdk } from "./fake-vapi";

export interface FakeMicrophone {
  readonly getUserMedia: ReturnType<
    typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<unknown>>
  >;
  readonly track: { readonly stop: ReturnType<typeof vi.fn<() => void>> };
  /** The devices `enumerateDevices()` lists; `plug()` changes them and fires `devicechange`. */
  devices: Pick<MediaDeviceInfo, "kind" | "deviceId" | "label">[];
  readonly plug: (devices: Pick<MediaDeviceInfo, "kind" | "deviceId" | "label">[]) => void;
}

/** Replaces `navigator.mediaDevices` (an event target); `error` makes getUserMedia reject. */
export function stubMicrophone(error?: Error, secure = true): FakeMicrophone {
  const track = { stop: vi.fn<() => void>() };
  const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<unknown>>(() =>
    error ? Promise.reject(error) : Promise.resolve({ getTracks: () => [track] }),
  );
  const mediaDevices = Object.assign(new EventTarget(), {
    getUserMedia,
    enumerateDevices: () => Promise.resolve(mic.devices),
  });
  const mic: FakeMicrophone = {
    getUserMedia,
    track,
    devices: [
      { kind: "audioinput", deviceId: "default", label: "Default" },
      { kind: "audiooutput", deviceId: "default", label: "Default" },
    ],
    plug(devices) {
      mic.devices = devices;
      mediaDevices.dispatchEvent(new Event("devicechange"));
    },
  };
  vi.stubGlobal("navigator", { mediaDevices });
  vi.stubGlobal("isSecureContext", secure);
  return mic;
}

export interface TestClient {
  readonly client: VoiceClient;
  readonly sdk: FakeSdk;
  readonly mic: FakeMicrophone;
  readonly states: CallState[];
  readonly errors: VoiceFailure[];
  /** The statuses the client went through, in order. */
  readonly statuses: () => string[];
}

export function setUpClient(
  target: VoiceTarget = { assistantId: "asst_test" },
  baseUrl?: string,
  timeouts: Pick<
    VoiceClientOptions,
    "connectTimeoutMs" | "stopTimeoutMs" | "maxSessionRetries" | "resume"
  > = {},
): TestClient {
  const sdk = createFakeSdk();
  const mic = stubMicrophone();
  const client = createVoiceClient({
    publicKey: "pk_test",
    baseUrl,
    loadSdk: sdk.loadSdk,
    ...timeouts,
    ...target,
  });
  const states: CallState[] = [];
  const errors: VoiceFailure[] = [];
  client.on("state", (state) => states.push(state));
  client.on("error", (failure) => errors.push(failure));
  return { client, sdk, mic, states, errors, statuses: () => states.map((s) => s.status) };
}

/** Lets pending promises (SDK load, microphone check, SDK calls) settle. */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** Starts a call and connects it (the agent is listening). */
export async function startCall(t: TestClient): Promise<void> {
  const started = t.client.start();
  await flush();
  t.sdk.vapi.connect();
  await started;
}
