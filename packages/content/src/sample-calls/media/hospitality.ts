// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Hospitality's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "hospitality",
  source: "synthesized",
  title: "A late checkout arranged before arrival",
  audio: {
    src: "/audio/sample-calls/hospitality.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 30.624,
    bytes: 93213,
  },
  captions: {
    src: "/audio/sample-calls/hospitality.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Good evening, Bayside Inn. I'm the hotel's AI assistant. How can I help?",
      start: 0.4,
      end: 4.627,
    },
    {
      speaker: "caller",
      text: "Hi, I'm arriving Friday. Could I check out late on Sunday?",
      start: 5.177,
      end: 9.141,
    },
    {
      speaker: "agent",
      text: "Of course. What's the name on the reservation?",
      start: 9.641,
      end: 12.254,
    },
    {
      speaker: "caller",
      text: "It's under Patel.",
      start: 12.804,
      end: 13.987,
    },
    {
      speaker: "agent",
      text: "Thank you. Checkout until 1 PM is free for your room, or until 4 PM for $40.",
      start: 14.487,
      end: 21.135,
    },
    {
      speaker: "caller",
      text: "One o'clock is perfect. Is parking included?",
      start: 21.685,
      end: 24.52,
    },
    {
      speaker: "agent",
      text: "Yes, parking is free for guests. I've added the late checkout and texted you the details.",
      start: 25.02,
      end: 30.016,
    },
  ],
};
