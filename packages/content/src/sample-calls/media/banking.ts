// Written by `pnpm --filter @novaline/marketing samples:synthesize` or `samples:import`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** Banking & Finance's sample call, voiced from its script by text-to-speech (`samples:synthesize`). */
export const sampleCall: SampleCallMedia = {
  industry: "banking",
  source: "synthesized",
  title: "A first-time buyer booked with an advisor",
  audio: {
    src: "/audio/sample-calls/banking.webm",
    type: 'audio/webm; codecs="opus"',
    durationSeconds: 34.497,
    bytes: 104725,
  },
  captions: {
    src: "/audio/sample-calls/banking.vtt",
    srclang: "en",
  },
  turns: [
    {
      speaker: "agent",
      text: "Thank you for calling Northgate Mortgage. I'm the firm's AI assistant. How can I help?",
      start: 0.4,
      end: 5.706,
    },
    {
      speaker: "caller",
      text: "Hi, I'm buying my first home. What are your rates?",
      start: 6.256,
      end: 9.641,
    },
    {
      speaker: "agent",
      text: "Our advisors quote rates after a short review. What price range are you looking at, and are you pre-approved?",
      start: 10.141,
      end: 16.728,
    },
    {
      speaker: "caller",
      text: "Around $400,000, and not yet.",
      start: 17.278,
      end: 20.482,
    },
    {
      speaker: "agent",
      text: "Then pre-approval is the best first step. Maria Lopez is free on Thursday at 11 AM. Shall I book it?",
      start: 20.982,
      end: 27.843,
    },
    {
      speaker: "caller",
      text: "Yes, please.",
      start: 28.393,
      end: 29.389,
    },
    {
      speaker: "agent",
      text: "Booked. I'll text you the confirmation and the documents to bring.",
      start: 29.889,
      end: 33.889,
    },
  ],
};
