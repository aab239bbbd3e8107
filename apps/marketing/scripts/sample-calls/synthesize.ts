// `pnpm --filter @novaline/marketing samples:synthesize [industry…] [--replace-recorded]`
//
// Voices each industry's written demo call (@novaline/content's `sampleCallScripts`) with local
// text-to-speech, the agent and the caller in two voices, puts the turns together with pauses,
// and writes the call's audio, captions, timed transcript and manifest entry (media-files.ts).
// Each turn's real length is measured in samples, so the cue times are exact. An industry whose
// call was recorded (`samples:import`) is kept unless --replace-recorded is given.
//
// Needs Festival with its US HTS voice, Flite and ffmpeg (Debian or Ubuntu:
// `apt-get install -y festival festvox-us-slt-hts flite ffmpeg`). The site and its tests need
// none of them: the files are committed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  industryKeys,
  sampleCallScripts,
  type IndustryKey,
  type SampleCallSpeaker,
} from "@novaline/content";
import { decodeAudio, readManifest, requireCommands, run, writeSampleCall } from "./media-files.ts";
import { trimSilence } from "./pcm.ts";
import { spokenText } from "./spoken-text.ts";
import { assembleCall, type VoicedTurn } from "./timeline.ts";

/**
 * The two voices: the most natural of Debian's English ones, and clearly two people. The agent
 * is Festival's HTS voice of the CMU ARCTIC speaker "slt" (US English, female); the caller is
 * Flite's clustergen voice "rms" (US English, male).
 */
const VOICES: Record<
  SampleCallSpeaker,
  { name: string; speak: (text: string, wav: string) => void }
> = {
  agent: {
    name: "festival cmu_us_slt_arctic_hts",
    speak(text, wav) {
      const textFile = `${wav}.txt`;
      writeFileSync(textFile, text);
      run("text2wave", ["-eval", "(voice_cmu_us_slt_arctic_hts)", textFile, "-o", wav]);
    },
  },
  caller: {
    name: "flite cmu_us_rms",
    speak(text, wav) {
      run("flite", ["-voice", "rms", "-t", text, "-o", wav]);
    },
  },
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  // pnpm passes on the `--` before the arguments.
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { "replace-recorded": { type: "boolean", default: false } },
});
const unknown = positionals.filter((key) => !industryKeys.includes(key as IndustryKey));
if (unknown.length > 0) {
  console.error(`Unknown industry: ${unknown.join(", ")}. Industries: ${industryKeys.join(", ")}`);
  process.exit(1);
}
requireCommands(
  ["text2wave", "flite", "ffmpeg", "ffprobe"],
  "festival festvox-us-slt-hts flite ffmpeg",
);

const manifest = readManifest();
const wanted = positionals.length > 0 ? positionals : industryKeys;
const work = mkdtempSync(join(tmpdir(), "sample-calls-"));
try {
  for (const script of sampleCallScripts.filter((s) => wanted.includes(s.industry))) {
    if (manifest.calls[script.industry]?.source === "recorded" && !values["replace-recorded"]) {
      console.log(
        `${script.industry}: kept its recorded call (--replace-recorded to voice the script)`,
      );
      continue;
    }
    const voiced = script.turns.map((turn, index): VoicedTurn => {
      const wav = join(work, `${script.industry}-${String(index)}.wav`);
      VOICES[turn.speaker].speak(spokenText(turn), wav);
      return { speaker: turn.speaker, text: turn.text, samples: trimSilence(decodeAudio(wav)) };
    });
    const call = assembleCall(voiced);
    const entry = writeSampleCall({
      industry: script.industry,
      source: "synthesized",
      title: script.title,
      samples: call.samples,
      turns: call.turns,
      origin: { agentVoice: VOICES.agent.name, callerVoice: VOICES.caller.name },
    });
    console.log(
      `${script.industry}: ${entry.audio.durationSeconds.toFixed(1)} s, ${String(entry.audio.bytes)} B audio, ${String(call.turns.length)} turns`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
