// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Automotive's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "automotive",
  source: "synthesized",
  title: "A warning light and an oil change, booked together",
  audio: {
    src: "/audio/sample-calls/automotive.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 34.126,
    bytes: 103792,
  },
  captions: {
    src: "/audio/sample-calls/automotive.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Riverside Motors service department, I'm the team's AI assistant. How can I help?",
      start: 0.4,
      end: 5.46,
    },
    {
      speaker: "caller",
      text: "Hi, my check engine light came on, and I'm due for an oil change.",
      start: 6.01,
      end: 10.495,
    },
    {
      speaker: "agent",
      text: "Let's look at both. What's the year and model?",
      start: 10.995,
      end: 13.417,
    },
    {
      speaker: "caller",
      text: "It's a 2019 Civic.",
      start: 13.967,
      end: 15.908,
    },
    {
      speaker: "agent",
      text: "Thanks. I have tomorrow at 8 AM or Thursday at 1 PM. The diagnostic is $89, waived if you go ahead with the repair.",
      start: 16.408,
      end: 24.623,
    },
    {
      speaker: "caller",
      text: "Tomorrow at eight.",
      start: 25.173,
      end: 26.424,
    },
    {
      speaker: "agent",
      text: "Booked: tomorrow at 8 AM, an oil change and a check-engine diagnostic. We'll call you when it's ready.",
      start: 26.924,
      end: 33.518,
    },
  ],
};
