import { useMediaDevices } from "@novaline/voice-core/react";
import { useId } from "react";

/**
 * Which microphone the call uses, when the visitor has more than one: the browser names them once
 * the call has the microphone; the list follows devices plugged in or out (`useMediaDevices`),
 * and when the chosen one is unplugged the call goes on with the system's default, shown here.
 */
export function MicrophonePicker({ label }: { label: string }) {
  const { devices, activeDeviceId, setActiveDevice } = useMediaDevices("audioinput");
  const id = useId();

  if (devices.length < 2) return null;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={activeDeviceId}
        onChange={(event) => {
          // A device that cannot be used leaves the call, and this list, on the one before.
          setActiveDevice(event.target.value).catch(() => undefined);
        }}
        className="h-9 min-w-0 rounded-lg border border-input bg-background px-2 text-base focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
      >
        {devices.map((microphone, index) => (
          <option key={microphone.deviceId} value={microphone.deviceId}>
            {microphone.label || `${label} ${String(index + 1)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
