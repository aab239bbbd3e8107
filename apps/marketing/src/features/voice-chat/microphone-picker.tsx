import { listAudioDevices, type AudioDevice } from "@novaline/voice-core";
import { useVoiceCall } from "@novaline/voice-core/react";
import { useEffect, useId, useState } from "react";

/**
 * Which microphone the call uses, when the visitor has more than one: the browser names them once
 * the call has the microphone, and the list follows devices plugged in or out.
 */
export function MicrophonePicker({ label }: { label: string }) {
  const setInputDevice = useVoiceCall((call) => call.client.setInputDevice);
  const [microphones, setMicrophones] = useState<AudioDevice[]>([]);
  const [chosen, setChosen] = useState("");
  const id = useId();

  useEffect(() => {
    let current = true;
    const list = () => {
      void listAudioDevices().then((devices) => {
        if (current) setMicrophones(devices.filter((device) => device.kind === "audioinput"));
      });
    };
    list();
    navigator.mediaDevices.addEventListener("devicechange", list);
    return () => {
      current = false;
      navigator.mediaDevices.removeEventListener("devicechange", list);
    };
  }, []);

  if (microphones.length < 2) return null;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={chosen || microphones[0]?.deviceId}
        onChange={(event) => {
          const deviceId = event.target.value;
          const previous = chosen;
          setChosen(deviceId);
          // A device that cannot be used leaves the call on the one before.
          setInputDevice(deviceId).catch(() => {
            setChosen(previous);
          });
        }}
        className="h-9 min-w-0 rounded-lg border border-input bg-background px-2 text-base focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
      >
        {microphones.map((microphone, index) => (
          <option key={microphone.deviceId} value={microphone.deviceId}>
            {microphone.label || `${label} ${String(index + 1)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
