// @vitest-environment jsdom
// A microphone picker on useMediaDevices: the list follows the devices, the choice reaches the
// client, and an unplugged choice falls back to the default.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createVoiceClient, type VoiceClient } from "../index";
import { createFakeSdk, type FakeSdk } from "../testing/fake-vapi";
import { stubMicrophone, type FakeMicrophone } from "../testing/test-client";
import { useMediaDevices } from "./use-media-devices";
import { VoiceCallProvider } from "./voice-call-provider";

const builtIn = { kind: "audioinput", deviceId: "default", label: "Built-in" } as const;
const headset = { kind: "audioinput", deviceId: "headset-mic", label: "Headset" } as const;
const speakers = { kind: "audiooutput", deviceId: "default", label: "Speakers" } as const;

let sdk: FakeSdk;
let client: VoiceClient;
let mic: FakeMicrophone;

beforeEach(() => {
  vi.useFakeTimers();
  mic = stubMicrophone();
  mic.devices = [builtIn, headset, speakers];
  sdk = createFakeSdk();
  client = createVoiceClient({ publicKey: "pk", assistantId: "asst", loadSdk: sdk.loadSdk });
});

afterEach(() => {
  cleanup();
  client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function MicrophonePicker() {
  const { devices, activeDeviceId, setActiveDevice } = useMediaDevices("audioinput");
  return (
    <label>
      Microphone
      <select value={activeDeviceId ?? ""} onChange={(e) => void setActiveDevice(e.target.value)}>
        {devices.map((d) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label}
          </option>
        ))}
      </select>
    </label>
  );
}

it("lists the microphones, uses the one chosen, and falls back to the default when it is unplugged", async () => {
  const setInput = vi.spyOn(client, "setInputDevice");
  render(
    <VoiceCallProvider client={client}>
      <MicrophonePicker />
    </VoiceCallProvider>,
  );
  await settle();
  const picker = screen.getByLabelText<HTMLSelectElement>("Microphone");
  expect([...picker.options].map((o) => o.text)).toEqual(["Built-in", "Headset"]);
  expect(picker.value).toBe("default");

  fireEvent.change(picker, { target: { value: "headset-mic" } });
  await settle();
  expect(setInput).toHaveBeenCalledWith("headset-mic");
  expect(picker.value).toBe("headset-mic");

  act(() => {
    mic.plug([builtIn, speakers]);
  });
  await settle();
  expect([...picker.options].map((o) => o.text)).toEqual(["Built-in"]);
  expect(picker.value).toBe("default");
  expect(setInput).toHaveBeenLastCalledWith("default");
});
