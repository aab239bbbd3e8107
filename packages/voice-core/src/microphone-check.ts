import { createFailure, failureFromMediaError, type VoiceFailure } from "./failure-reasons";
import { MICROPHONE_CONSTRAINTS } from "./voice-defaults";

interface MaybeBrowser {
  readonly isSecureContext?: boolean;
  readonly navigator?: { readonly mediaDevices?: Pick<MediaDevices, "getUserMedia"> };
}

/**
 * The spec's microphone pre-check: asks for the microphone with echo cancellation, noise
 * suppression and auto gain control ({@link MICROPHONE_CONSTRAINTS}), then releases it at once.
 * Resolves `null` when the microphone works, else the failure (it never rejects).
 *
 * @example
 * ```ts
 * const failure = await checkMicrophone();
 * if (failure) alert(failure.message); // e.g. "Allow microphone access to talk to the AI."
 * ```
 */
export async function checkMicrophone(): Promise<VoiceFailure | null> {
  const { isSecureContext, navigator } = globalThis as MaybeBrowser;
  const media = navigator?.mediaDevices;
  // Browsers hide `navigator.mediaDevices` on insecure origins.
  if (!media) return createFailure(isSecureContext === false ? "insecure-context" : "unknown");
  try {
    const stream = await media.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return failureFromMediaError(error);
  }
}
