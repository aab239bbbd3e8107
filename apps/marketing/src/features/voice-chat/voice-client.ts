import { createVoiceClient, getCallFailure } from "@novaline/voice-core";
import { notify } from "../../shell/notify";
import { callResume } from "./call-resume";
import { voiceOptions } from "./voice-config";

/**
 * The page's voice client (loaded on intent by the provider in `voice-provider.tsx`): the live
 * demo's options, the active call kept in this tab's sessionStorage so that a visitor who reloads
 * (or follows a link with a full page load) rejoins it, and every failed call reported once, as a
 * toast with the failure's message for people (microphone denied, no microphone, busy, network...).
 */
export function createSiteVoiceClient() {
  const options = voiceOptions();
  // The buttons check first: nothing loads on a copy of the site without voice keys.
  if (!options) throw new Error("The live demo has no voice keys.");
  const client = createVoiceClient({ ...options, resume: callResume });
  let reported: unknown = null;
  client.subscribe(() => {
    const { state } = client.getSnapshot();
    const failure = getCallFailure(state);
    if (failure && state !== reported) {
      reported = state;
      notify("error", failure.message);
    }
  });
  return client;
}
