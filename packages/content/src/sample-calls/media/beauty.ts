// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Beauty & Salons's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "beauty",
  source: "synthesized",
  title: "A balayage booked with the right stylist",
  audio: {
    src: "/audio/sample-calls/beauty.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 32.59,
    bytes: 98528,
  },
  captions: {
    src: "/audio/sample-calls/beauty.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Hi, you've reached Willow Hair Studio. I'm the salon's AI assistant. How can I help?",
      start: 0.4,
      end: 6.105,
    },
    {
      speaker: "caller",
      text: "Hi! Can I book a balayage with Jenna this Saturday?",
      start: 6.655,
      end: 9.713,
    },
    {
      speaker: "agent",
      text: "Jenna's Saturday is full, but she has Friday at 4 PM or Tuesday at 10 AM. A balayage takes about three hours.",
      start: 10.213,
      end: 17.551,
    },
    {
      speaker: "caller",
      text: "Friday at four, please.",
      start: 18.101,
      end: 19.768,
    },
    {
      speaker: "agent",
      text: "Done: balayage with Jenna, Friday at 4 PM. Shall I text the confirmation to this number?",
      start: 20.268,
      end: 26.372,
    },
    {
      speaker: "caller",
      text: "Yes, please.",
      start: 26.922,
      end: 27.918,
    },
    {
      speaker: "agent",
      text: "Sent. Please come with dry hair. See you Friday!",
      start: 28.418,
      end: 31.982,
    },
  ],
};
