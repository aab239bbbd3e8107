// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** E-commerce's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "ecommerce",
  source: "synthesized",
  title: "A late order tracked down on the phone",
  audio: {
    src: "/audio/sample-calls/ecommerce.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 32.442,
    bytes: 98814,
  },
  captions: {
    src: "/audio/sample-calls/ecommerce.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Thanks for calling Trailhead Outfitters. I'm the store's AI assistant. How can I help?",
      start: 0.4,
      end: 5.941,
    },
    {
      speaker: "caller",
      text: "Hi, I ordered hiking boots last week and they haven't arrived.",
      start: 6.491,
      end: 10.529,
    },
    {
      speaker: "agent",
      text: "Let me check. What's your order number?",
      start: 11.029,
      end: 13.384,
    },
    {
      speaker: "caller",
      text: "It's 48217.",
      start: 13.934,
      end: 16.502,
    },
    {
      speaker: "agent",
      text: "Thanks. Order 48217 shipped on Tuesday and is out for delivery today, before 8 PM.",
      start: 17.002,
      end: 23.802,
    },
    {
      speaker: "caller",
      text: "Great. And if they don't fit?",
      start: 24.352,
      end: 26.184,
    },
    {
      speaker: "agent",
      text: "Returns are free for 30 days. Just call us and I'll email you a prepaid label.",
      start: 26.684,
      end: 31.834,
    },
  ],
};
