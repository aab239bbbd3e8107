import { listAudioDevices, type AudioDevice } from "./devices";
import type { VoiceClient } from "./voice-client-types";

/**
 * The devices of one kind and the one in use, as {@link watchDevices} reports them.
 *
 * @example
 * ```ts
 * const selection: DeviceSelection = {
 *   kind: "audioinput",
 *   devices: [{ kind: "audioinput", deviceId: "default", label: "Default" }],
 *   activeDeviceId: "default",
 * };
 * ```
 */
export interface DeviceSelection {
  readonly kind: AudioDevice["kind"];
  /** The microphones (or speakers) of this device, in the browser's order. */
  readonly devices: readonly AudioDevice[];
  /**
   * The one in use: the one chosen with {@link selectDevice} while it is plugged in, else the
   * system default (the first listed); `undefined` when there is none.
   */
  readonly activeDeviceId: string | undefined;
}

// The device chosen through selectDevice, per client and kind; watchers told of each choice.
const chosen = new WeakMap<VoiceClient, Partial<Record<AudioDevice["kind"], string>>>();
const watchers = new WeakMap<VoiceClient, Set<() => void>>();

const choose = (client: VoiceClient, kind: AudioDevice["kind"], deviceId?: string) => {
  chosen.set(client, { ...chosen.get(client), [kind]: deviceId });
  for (const publish of watchers.get(client) ?? []) publish();
};

const setOnClient = (client: VoiceClient, kind: AudioDevice["kind"], deviceId: string) =>
  kind === "audioinput" ? client.setInputDevice(deviceId) : client.setOutputDevice(deviceId);

/**
 * Chooses the microphone (`audioinput`) or speaker (`audiooutput`) the client uses (at once
 * during a call, else from the next one), and tells every {@link watchDevices} of that client.
 *
 * @example
 * ```ts
 * await selectDevice(client, "audioinput", "headset-mic");
 * ```
 */
export async function selectDevice(
  client: VoiceClient,
  kind: AudioDevice["kind"],
  deviceId: string,
): Promise<void> {
  await setOnClient(client, kind, deviceId);
  choose(client, kind, deviceId);
}

/**
 * Follows the microphones (or speakers) of this device as live data: `listener` gets the list
 * and the one in use now, then again whenever a device is plugged in or out (`devicechange`),
 * another is chosen with {@link selectDevice}, or the call becomes active (the browser shows
 * device names only once the microphone is allowed). When the chosen device is unplugged, the
 * client goes on with the system default: during a call the client itself switches (its
 * `device-lost` event), between calls this does, so the next call does not ask for a device
 * that is gone. Returns the function that stops watching. On
 * the server, or where the browser cannot list devices, the list is empty.
 *
 * @example
 * ```ts
 * const stop = watchDevices(client, "audioinput", ({ devices, activeDeviceId }) =>
 *   renderMicrophonePicker(devices, activeDeviceId),
 * );
 * ```
 */
export function watchDevices(
  client: VoiceClient,
  kind: AudioDevice["kind"],
  listener: (selection: DeviceSelection) => void,
): () => void {
  let devices: readonly AudioDevice[] = [];
  let stopped = false;
  const publish = () => {
    const id = chosen.get(client)?.[kind];
    listener({
      kind,
      devices,
      activeDeviceId: devices.some((device) => device.deviceId === id) ? id : devices[0]?.deviceId,
    });
  };
  const refresh = async () => {
    const listed = (await listAudioDevices()).filter((device) => device.kind === kind);
    if (stopped) return;
    devices = listed;
    const id = chosen.get(client)?.[kind];
    const fallback = listed[0]?.deviceId;
    if (id !== undefined && !listed.some((device) => device.deviceId === id)) {
      // Unplugged between calls: the next call uses the default, not a device that is gone.
      // During one, the client itself switches to the first left and says so (device-lost).
      if (client.getSnapshot().state.status !== "active" && fallback !== undefined) {
        await setOnClient(client, kind, fallback).catch(() => undefined);
      }
      choose(client, kind, undefined);
    }
    publish();
  };
  const onChange = () => void refresh();
  const media = (globalThis.navigator as Partial<Navigator> | undefined)?.mediaDevices as
    Partial<MediaDevices> | undefined;
  media?.addEventListener?.("devicechange", onChange);
  const offState = client.on("state", (state) => {
    if (state.status === "active") onChange();
  });
  let published = watchers.get(client);
  if (!published) watchers.set(client, (published = new Set()));
  published.add(publish);
  onChange();
  return () => {
    stopped = true;
    media?.removeEventListener?.("devicechange", onChange);
    offState();
    published.delete(publish);
  };
}
