// The Voice Chat panel's text conversation: in a module of its own, beside the widget's copy in
// navigation.ts, so that only the panel's code (loaded on demand) carries it, never a first load.
import { brand } from "./brand.js";
import type { VoiceTextChatCopy } from "./types/index.js";

/** Copy of the Voice Chat panel's text conversation, for a visitor who cannot talk. @public */
export const voiceTextChat: VoiceTextChatCopy = {
  offer: {
    text: "Can't use a microphone here? The same AI can answer you in writing.",
    action: "Type to the AI instead",
  },
  title: `Text chat with ${brand.liveAiName}`,
  intro: "Ask anything you'd ask on a call: opening hours, bookings, prices.",
  transcriptLabel: "Text conversation",
  thinking: `${brand.liveAiName} is typing…`,
  inputLabel: "Your message",
  placeholder: "Type your message",
  sendLabel: "Send",
  endLabel: "End chat and go back",
  failures: {
    busy: "We're answering a lot of messages. Please send it again in {seconds} seconds.",
    busyNow: "We're answering a lot of messages. Please send it again in a moment.",
    unavailable: "The AI didn't answer this time. Please send your message again.",
    network: "We couldn't reach the AI. Check your connection and send it again.",
    notConfigured: "Text chat isn't available right now. You can get a call on your phone instead.",
    botCheck: "The check that you're a person didn't work. Please send your message again.",
    unknown: "Something went wrong with your message. Please send it again.",
  },
  ended: {
    text: "This conversation has ended. Start a new one to keep chatting.",
    action: "Start a new conversation",
  },
};
