// The Voice Chat panel's browser call, beyond what every page carries in `voiceWidget`: in a
// module of its own, so that only the panel's code (loaded on demand) carries it.
import { demoCallForm } from "./demo-call-form.js";
import type { VoiceCallPanelCopy, VoiceStandInNote } from "./types/index.js";

/** Copy of the Voice Chat panel's browser call that loads with the panel. @public */
export const voiceCallPanel: VoiceCallPanelCopy = {
  industry: {
    // One wording with the phone demo's choice of industry.
    label: demoCallForm.fields.industry.label,
    anyLabel: "Any industry",
  },
  latency: {
    text: "Replies in {seconds} s on your connection",
    note: "Measured on this call, from the end of your speech to the AI's first word.",
  },
};

/**
 * Development only (`pnpm start`): what the panel says of the local stand-in its browser calls
 * go to. A separate export, so that a site's build, which never shows it, does not carry it.
 * @public
 */
export const voiceStandInNote: VoiceStandInNote = {
  title: "Local stand-in",
  text: "This copy of the site talks to a scripted agent on your machine, not to our AI. It notices when you stop talking but not your words: type to ask about opening hours, prices or booking.",
};
