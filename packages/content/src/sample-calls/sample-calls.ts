import { getIndustry, industryKeys } from "../industries.js";
import type { IndustryKey, SampleCall, SampleCallMedia, SampleCallsCopy } from "../types/index.js";
import { sampleCall as automotive } from "./media/automotive.js";
import { sampleCall as banking } from "./media/banking.js";
import { sampleCall as beauty } from "./media/beauty.js";
import { sampleCall as ecommerce } from "./media/ecommerce.js";
import { sampleCall as education } from "./media/education.js";
import { sampleCall as health } from "./media/health.js";
import { sampleCall as hospitality } from "./media/hospitality.js";
import { sampleCall as logistics } from "./media/logistics.js";
import { sampleCall as realestate } from "./media/realestate.js";

/**
 * The copy of the "Hear a sample call" section of the AI Caller page: a player per industry with
 * its transcript following the audio.
 * @public
 */
export const sampleCallsCopy: SampleCallsCopy = {
  id: "sample-calls",
  eyebrow: "Sample Calls",
  title: "Hear a Sample Call",
  description:
    "Pick an industry and press play: the transcript follows the call line by line. Select any line to hear it from there.",
  industriesLabel: "Sample call industry",
  playLabel: "Play",
  pauseLabel: "Pause",
  seekLabel: "Position in the call",
  position: "{current} of {total}",
  transcriptLabel: "Transcript",
  playFromLabel: "Play from",
  speakers: { agent: "AI assistant", caller: "Caller" },
  captionsLabel: "English",
  sources: {
    recorded: {
      label: "Recorded demo call",
      note: "A call to our demo assistant, recorded with a member of our team playing the caller.",
    },
    synthesized: {
      label: "Scripted demo call, voiced by text-to-speech",
      note: "Written by our team to show a typical call. Both voices come from a basic text-to-speech engine, not the voice your callers would hear.",
    },
  },
  unsupported:
    "This browser can't play the audio file, but the transcript has every word of the call.",
};

const media: Record<IndustryKey, SampleCallMedia> = {
  health,
  beauty,
  banking,
  realestate,
  hospitality,
  education,
  automotive,
  ecommerce,
  logistics,
};

/**
 * One sample call per industry, in tab order: its audio (WebM with Opus, loaded only when played),
 * WebVTT captions, timed transcript, and where the audio comes from (`source`), which the player
 * states beside it.
 * @public
 */
export const sampleCalls: readonly SampleCall[] = industryKeys.map((key) => {
  const { label, icon } = getIndustry(key);
  return { ...media[key], label, icon };
});
