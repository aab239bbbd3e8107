// Devices as live data: watchDevices and selectDevice, between calls and during one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { selectDevice, watchDevices, type DeviceSelection } from "./device-selection";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";

const builtIn = { kind: "audioinput", deviceId: "default", label: "Default" } as const;
const headset = { kind: "audioinput", deviceId: "headset-mic", label: "Headset" } as const;
const usb = { kind: "audioinput", deviceId: "usb-mic", label: "USB microphone" } as const;
const speakers = { kind: "audiooutput", deviceId: "default", label: "Default" } as const;
const headphones = { kind: "audiooutput", deviceId: "headphones", label: "Headphones" } as const;

let t: TestClient;
let seen: DeviceSelection[];
let stop: () => void;
const last = () => seen.at(-1);
const ids = (selection?: DeviceSelection) => selection?.devices.map((d) => d.deviceId);

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  t.mic.devices = [builtIn, headset, speakers, headphones];
  seen = [];
  stop = watchDevices(t.client, "audioinput", (selection) => seen.push(selection));
});

afterEach(() => {
  stop();
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("watchDevices()", () => {
  it("lists the devices of its kind, the default in use until another is chosen", async () => {
    await flush();
    expect(last()).toEqual({
      kind: "audioinput",
      devices: [builtIn, headset],
      activeDeviceId: "default",
    });
  });

  it("follows devices plugged in and out", async () => {
    await flush();
    t.mic.plug([builtIn, headset, usb, speakers]);
    await flush();
    expect(ids(last())).toEqual(["default", "headset-mic", "usb-mic"]);
    t.mic.plug([builtIn, speakers]);
    await flush();
    expect(ids(last())).toEqual(["default"]);
  });

  it("says which device was chosen, to every watcher of the client, and the client uses it", async () => {
    const other: DeviceSelection[] = [];
    const stopOther = watchDevices(t.client, "audioinput", (s) => other.push(s));
    await flush();
    await selectDevice(t.client, "audioinput", "headset-mic");
    expect(last()?.activeDeviceId).toBe("headset-mic");
    expect(other.at(-1)?.activeDeviceId).toBe("headset-mic");
    stopOther();
    await startCall(t);
    await flush();
    expect(t.sdk.vapi.deviceCalls).toContainEqual(["input", "headset-mic"]);
  });

  it("falls back to the default when the chosen device is unplugged between calls, for the next call too", async () => {
    await selectDevice(t.client, "audioinput", "headset-mic");
    t.mic.plug([builtIn, speakers]);
    await flush();
    expect(last()).toMatchObject({ devices: [builtIn], activeDeviceId: "default" });
    await startCall(t);
    await flush();
    expect(t.sdk.vapi.deviceCalls).toEqual([["input", "default"]]);
  });

  it("during a call, follows the client's own fallback (device-lost) once, without switching twice", async () => {
    await startCall(t);
    await selectDevice(t.client, "audioinput", "headset-mic");
    t.mic.plug([builtIn, speakers, headphones]);
    await flush();
    expect(last()?.activeDeviceId).toBe("default");
    expect(t.sdk.vapi.deviceCalls).toEqual([
      ["input", "headset-mic"],
      ["input", "default"],
    ]);
  });

  it("lists again when the call becomes active (browsers name devices only once the microphone is allowed)", async () => {
    await flush();
    t.mic.devices = [{ ...builtIn, label: "MacBook Pro Microphone" }, headset, speakers];
    await startCall(t);
    await flush();
    expect(last()?.devices[0]?.label).toBe("MacBook Pro Microphone");
  });

  it("stops when asked: no more lists", async () => {
    await flush();
    const count = seen.length;
    stop();
    t.mic.plug([builtIn]);
    await flush();
    expect(seen).toHaveLength(count);
  });

  it("lists nothing where the browser has no media devices API", async () => {
    vi.stubGlobal("navigator", {});
    const none: DeviceSelection[] = [];
    const stopNone = watchDevices(t.client, "audiooutput", (s) => none.push(s));
    await flush();
    expect(none.at(-1)).toEqual({ kind: "audiooutput", devices: [], activeDeviceId: undefined });
    stopNone();
  });
});
