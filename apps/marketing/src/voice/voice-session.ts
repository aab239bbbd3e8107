import {
  createVoiceClient,
  getButtonState,
  getCallFailure,
  type VoiceClientOptions,
} from "@novaline/voice-core";
import { notify } from "../shell/notify";

/**
 * Creates the page's voice client and reports every failed call once, as a toast with the
 * failure's message for people (microphone denied, no microphone, busy, network...).
 */
export function createSession(options: VoiceClientOptions) {
  const client = createVoiceClient(options);
  let reported: unknown = null;
  client.subscribe(() => {
    const { state } = client.getSnapshot();
    const failure = getCallFailure(state);
    if (failure && state !== reported) {
      reported = state;
      notify("error", failure.message);
    }
  });
  // The helpers travel with the client, so the first load never carries voice-core.
  return { client, getButtonState };
}

/** The page's call: the voice client and voice-core's helpers. */
export type VoiceSession = ReturnType<typeof createSession>;
