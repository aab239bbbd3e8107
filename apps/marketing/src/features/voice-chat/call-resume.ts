import { resumeIn } from "@novaline/voice-core";

/** The sessionStorage key of the call this tab keeps for a reload (kept-call.ts looks for it). */
export const KEPT_CALL_KEY = "novaline:voice-call";

/**
 * The page's one resume plug-in (voice-core's resumeIn): the voice client keeps its active call
 * with it, and the panel rejoins the call it kept before a reload. A function for the storage:
 * reading `sessionStorage` throws where the browser blocks storage. Loads with the panel or the
 * client, never in the first load.
 */
export const callResume = resumeIn(() => sessionStorage, { key: KEPT_CALL_KEY });
