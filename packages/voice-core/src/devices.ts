/**
 * A microphone (`audioinput`) or a speaker (`audiooutput`). `label` is empty until the page has
 * been allowed to use the microphone (browsers hide device names before that).
 *
 * @example
 * ```ts
 * const microphones = (await listAudioDevices()).filter((d) => d.kind === "audioinput");
 * ```
 */
export interface AudioDevice {
  readonly kind: "audioinput" | "audiooutput";
  readonly deviceId: string;
  readonly label: string;
}

/**
 * The microphones and speakers of this device, in the browser's order (the system default
 * first, where the browser has one). Resolves an empty list where the browser cannot tell.
 *
 * @example
 * ```ts
 * for (const { kind, deviceId, label } of await listAudioDevices()) addOption(kind, deviceId, label);
 * ```
 */
export async function listAudioDevices(): Promise<AudioDevice[]> {
  let devices: MediaDeviceInfo[] = [];
  try {
    devices = await navigator.mediaDevices.enumerateDevices();
  } catch {
    // no media devices API (server, insecure page): no devices
  }
  return devices.flatMap(({ kind, deviceId, label }) =>
    kind === "videoinput" ? [] : [{ kind, deviceId, label }],
  );
}
