// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Logistics's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "logistics",
  source: "synthesized",
  title: "A pallet pickup scheduled in one call",
  audio: {
    src: "/audio/sample-calls/logistics.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 31.671,
    bytes: 96059,
  },
  captions: {
    src: "/audio/sample-calls/logistics.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Swift Lane Logistics, I'm the dispatch team's AI assistant. How can I help?",
      start: 0.4,
      end: 5.241,
    },
    {
      speaker: "caller",
      text: "Hi, I need a pickup of two pallets tomorrow.",
      start: 5.791,
      end: 9.007,
    },
    {
      speaker: "agent",
      text: "Sure. What's the pickup address?",
      start: 9.507,
      end: 11.578,
    },
    {
      speaker: "caller",
      text: "Unit 5, 200 Harbor Road.",
      start: 12.128,
      end: 14.786,
    },
    {
      speaker: "agent",
      text: "Got it. Tomorrow we have a window from 9 to 11 AM, or from 1 to 3 PM.",
      start: 15.286,
      end: 20.599,
    },
    {
      speaker: "caller",
      text: "The morning, please.",
      start: 21.149,
      end: 22.466,
    },
    {
      speaker: "agent",
      text: "Booked: two pallets, tomorrow between 9 and 11 AM. I'll text you the confirmation, and the driver's arrival time in the morning.",
      start: 22.966,
      end: 31.064,
    },
  ],
};
