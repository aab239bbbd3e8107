// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Real Estate's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "realestate",
  source: "synthesized",
  title: "A yard-sign call turned into a showing",
  audio: {
    src: "/audio/sample-calls/realestate.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 36.024,
    bytes: 110610,
  },
  captions: {
    src: "/audio/sample-calls/realestate.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Cedar and Main Realty, this is the team's AI assistant. How can I help?",
      start: 0.4,
      end: 5.036,
    },
    {
      speaker: "caller",
      text: "Hi, I saw your sign on Birch Lane. Is that house still available?",
      start: 5.586,
      end: 10.317,
    },
    {
      speaker: "agent",
      text: "It is: 14 Birch Lane, three beds and two baths, listed at $485,000. Are you working with an agent already?",
      start: 10.817,
      end: 19.211,
    },
    {
      speaker: "caller",
      text: "No, not yet. Could I see it this weekend?",
      start: 19.761,
      end: 22.742,
    },
    {
      speaker: "agent",
      text: "Dan Miller can show it Saturday at 10:30 AM or Sunday at 1 PM. Which suits you?",
      start: 23.242,
      end: 29.084,
    },
    {
      speaker: "caller",
      text: "Saturday at 10:30.",
      start: 29.634,
      end: 31.225,
    },
    {
      speaker: "agent",
      text: "You're booked. Dan will text you this afternoon to confirm.",
      start: 31.725,
      end: 35.416,
    },
  ],
};
