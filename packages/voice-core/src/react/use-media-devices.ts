import {
  selectDevice,
  watchDevices,
  type AudioDevice,
  type DeviceSelection,
} from "@novaline/voice-core";
import { useCallback, useEffect, useState } from "react";
import { useContextClient } from "./use-context-client";

/** What {@link useMediaDevices} returns. */
export interface UseMediaDevicesResult extends Omit<DeviceSelection, "kind"> {
  /** Chooses the device (at once during a call); rejects as the client's `setInputDevice` does. */
  readonly setActiveDevice: (deviceId: string) => Promise<void>;
}

/**
 * The microphones (`audioinput`) or speakers (`audiooutput`) of this device as live data, for a
 * device picker: the list follows devices plugged in and out, `activeDeviceId` is the one the
 * call uses (the system default when the chosen one is unplugged), and `setActiveDevice`
 * chooses another for the provider's client (see `watchDevices` and `selectDevice`). Empty on
 * the server and before the effect runs.
 *
 * @example
 * ```tsx
 * function MicrophonePicker() {
 *   const { devices, activeDeviceId, setActiveDevice } = useMediaDevices("audioinput");
 *   return (
 *     <select value={activeDeviceId} onChange={(e) => void setActiveDevice(e.target.value)}>
 *       {devices.map((d) => <option key={d.deviceId} value={d.deviceId}>{d.label || "Microphone"}</option>)}
 *     </select>
 *   );
 * }
 * ```
 */
export function useMediaDevices(kind: AudioDevice["kind"]): UseMediaDevicesResult {
  const client = useContextClient();
  const [selection, setSelection] = useState<Omit<DeviceSelection, "kind">>({
    devices: [],
    activeDeviceId: undefined,
  });
  useEffect(
    () =>
      client
        ? watchDevices(client, kind, ({ devices, activeDeviceId }) => {
            setSelection({ devices, activeDeviceId });
          })
        : undefined,
    [client, kind],
  );
  const setActiveDevice = useCallback(
    (deviceId: string) =>
      client ? selectDevice(client, kind, deviceId) : Promise.reject(new Error("no voice call")),
    [client, kind],
  );
  return { ...selection, setActiveDevice };
}
