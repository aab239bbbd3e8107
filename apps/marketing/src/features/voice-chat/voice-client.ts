import { createVoiceClient, getCallFailure } from "@novaline/voice-core";
import { callResume } from "./call-resume";
import { requestPanel } from "./panel-request";
import { voiceOptions } from "./voice-config";

/**
 * The page's voice client (loaded on intent by the provider in `voice-provider.tsx`): the live
 * demo's options, the active call kept in this tab's sessionStorage so that a visitor who reloads
 * (or follows a link with a full page load) rejoins it. The Voice Chat panel opens (if it is
 * closed: the call may have started from the hero or a section) when a call connects, to show
 * what the agent says, the way to type to it and to mute, and when a call fails, to say in its
 * own flow what went wrong, for people (microphone denied, no microphone, busy, network...), with
 * what to do instead.
 */
export function createSiteVoiceClient() {
  const options = voiceOptions();
  // The buttons check first: nothing loads on a copy of the site without voice keys.
  if (!options) throw new Error("The live demo has no voice keys.");
  const client = createVoiceClient({ ...options, resume: callResume });
  let reported: unknown = null;
  let connecting = false;
  client.subscribe(() => {
    const { state } = client.getSnapshot();
    // A call that has just connected (not one back from a dropped connection).
    if (connecting && state.status === "active") requestPanel();
    connecting = state.status === "connecting";
    if (getCallFailure(state) && state !== reported) {
      reported = state;
      requestPanel();
    }
  });
  return client;
}
