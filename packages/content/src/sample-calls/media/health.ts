// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Healthcare's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "health",
  source: "synthesized",
  title: "A cracked tooth, seen the same day",
  audio: {
    src: "/audio/sample-calls/health.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 34.483,
    bytes: 104639,
  },
  captions: {
    src: "/audio/sample-calls/health.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Thanks for calling Maple Street Dental. I'm the clinic's AI assistant. How can I help?",
      start: 0.4,
      end: 5.996,
    },
    {
      speaker: "caller",
      text: "Hi, I cracked a tooth last night and it really hurts.",
      start: 6.546,
      end: 10.033,
    },
    {
      speaker: "agent",
      text: "I'm sorry to hear that. Is there any swelling, or a fever?",
      start: 10.533,
      end: 14.194,
    },
    {
      speaker: "caller",
      text: "No, it's just sore when I bite.",
      start: 14.744,
      end: 17.008,
    },
    {
      speaker: "agent",
      text: "Thanks. Dr. Shah keeps slots free for this. I can book you today at 2:15 PM, or put you through to the on-call team now.",
      start: 17.508,
      end: 25.728,
    },
    {
      speaker: "caller",
      text: "2:15 works.",
      start: 26.278,
      end: 27.637,
    },
    {
      speaker: "agent",
      text: "You're booked for 2:15 today. I'll text you a confirmation and the new-patient form.",
      start: 28.137,
      end: 33.876,
    },
  ],
};
