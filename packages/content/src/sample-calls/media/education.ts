// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Education's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "education",
  source: "synthesized",
  title: "A parent's question turned into a trial class",
  audio: {
    src: "/audio/sample-calls/education.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 33.008,
    bytes: 100266,
  },
  captions: {
    src: "/audio/sample-calls/education.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Hello, Brookfield Learning Center. I'm the center's AI assistant. How can I help?",
      start: 0.4,
      end: 5.645,
    },
    {
      speaker: "caller",
      text: "Hi, my daughter is starting sixth grade. Do you have math tutoring?",
      start: 6.195,
      end: 10.289,
    },
    {
      speaker: "agent",
      text: "We do: groups of six, on Mondays and Wednesdays after school. The first class is a free trial.",
      start: 10.789,
      end: 17.261,
    },
    {
      speaker: "caller",
      text: "Great. How much is it after that?",
      start: 17.811,
      end: 19.822,
    },
    {
      speaker: "agent",
      text: "It's $180 a month. Would you like to book the free trial?",
      start: 20.322,
      end: 24.889,
    },
    {
      speaker: "caller",
      text: "Yes, this Wednesday if you can.",
      start: 25.439,
      end: 27.643,
    },
    {
      speaker: "agent",
      text: "Done: Wednesday at 4 PM. I'll text you the address and a map link.",
      start: 28.143,
      end: 32.401,
    },
  ],
};
