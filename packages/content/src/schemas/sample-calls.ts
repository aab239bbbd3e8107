import { z } from "zod";
import { iconNameSchema, sectionIntroShape } from "./media.js";
import { industryKeySchema } from "./product.js";
import { sentence, sitePath, text, type Enum, type Strict } from "./primitives.js";

const SAMPLE_CALL_SPEAKERS = ["agent", "caller"] as const;
export type SampleCallSpeakerSchema = Enum<typeof SAMPLE_CALL_SPEAKERS>;
export const sampleCallSpeakerSchema: SampleCallSpeakerSchema = z.enum(SAMPLE_CALL_SPEAKERS);
/** Who speaks a turn of a sample call: the AI agent or the person calling. @public */
export type SampleCallSpeaker = z.infer<typeof sampleCallSpeakerSchema>;

const SAMPLE_CALL_SOURCES = ["recorded", "synthesized"] as const;
export type SampleCallSourceSchema = Enum<typeof SAMPLE_CALL_SOURCES>;
export const sampleCallSourceSchema: SampleCallSourceSchema = z.enum(SAMPLE_CALL_SOURCES);
/**
 * Where a sample call's audio comes from: `recorded` from a call to the demo assistant, or
 * `synthesized` from a written script by text-to-speech. Pages label each one by it.
 * @public
 */
export type SampleCallSource = z.infer<typeof sampleCallSourceSchema>;

/** Says that the agent is an AI. */
const aiDisclosure = sentence.regex(/\bAI assistant\b/);

const scriptedTurnShape = {
  speaker: sampleCallSpeakerSchema,
  /** The words as the transcript and the captions show them. */
  text,
  /**
   * The same words as the speech engine should read them, where it would misread the text
   * (an order number digit by digit, a brand's letters).
   */
  say: text.optional(),
};
export type ScriptedTurnSchema = Strict<typeof scriptedTurnShape>;
export const scriptedTurnSchema: ScriptedTurnSchema = z.strictObject(scriptedTurnShape);
/** One turn of a written sample call. @public */
export type ScriptedTurn = z.infer<typeof scriptedTurnSchema>;

const sampleCallScriptShape = {
  industry: industryKeySchema,
  /** What happens on the call, as the player's heading shows it. */
  title: text,
  /** The call, turn by turn. The agent speaks first and says it is an AI assistant. */
  turns: z
    .array(scriptedTurnSchema)
    .min(4)
    .max(12)
    .readonly()
    .refine(
      ([first]) => first?.speaker === "agent" && aiDisclosure.safeParse(first.text).success,
      "the agent answers first and says it is an AI assistant",
    ),
};
export type SampleCallScriptSchema = Strict<typeof sampleCallScriptShape>;
export const sampleCallScriptSchema: SampleCallScriptSchema = z.strictObject(sampleCallScriptShape);
/** A written demo call of one industry, for `samples:synthesize` to voice. @public */
export type SampleCallScript = z.infer<typeof sampleCallScriptSchema>;

const timedTurnShape = {
  speaker: sampleCallSpeakerSchema,
  text,
  /** Seconds from the start of the audio when the turn starts. */
  start: z.number().nonnegative(),
  /** Seconds from the start of the audio when the turn ends. */
  end: z.number().positive(),
};
export type TimedTurnSchema = Strict<typeof timedTurnShape>;
export const timedTurnSchema: TimedTurnSchema = z.strictObject(timedTurnShape);
/** One turn of a sample call with when it is spoken in the audio. @public */
export type TimedTurn = z.infer<typeof timedTurnSchema>;

const sampleCallMediaShape = {
  industry: industryKeySchema,
  source: sampleCallSourceSchema,
  title: text,
  audio: z.strictObject({
    /** Site path of the audio file. */
    src: sitePath,
    /** Its MIME type with codecs, for `canPlayType`. */
    type: text,
    durationSeconds: z.number().positive(),
    bytes: z.int().positive(),
  }),
  /** The WebVTT captions of the audio, one speaker-labelled cue per turn. */
  captions: z.strictObject({ src: sitePath, srclang: text }),
  turns: z
    .array(timedTurnSchema)
    .min(2)
    .readonly()
    .refine(
      (turns) =>
        turns.every(
          (turn, i) => turn.start < turn.end && (i === 0 || (turns[i - 1]?.end ?? 0) <= turn.start),
        ),
      "turns in order, each ending after it starts and before the next starts",
    ),
};
export type SampleCallMediaSchema = Strict<typeof sampleCallMediaShape>;
export const sampleCallMediaSchema: SampleCallMediaSchema = z
  .strictObject(sampleCallMediaShape)
  .refine(
    ({ audio, turns }) => (turns.at(-1)?.end ?? 0) <= audio.durationSeconds,
    "the last turn ends within the audio",
  );
/**
 * A sample call's audio, captions and timed transcript, as `samples:synthesize` or
 * `samples:import` wrote them.
 * @public
 */
export type SampleCallMedia = z.infer<typeof sampleCallMediaSchema>;

const sampleCallShape = {
  ...sampleCallMediaShape,
  /** The industry's name, as its tab shows it. */
  label: text,
  icon: iconNameSchema,
};
export type SampleCallSchema = Strict<typeof sampleCallShape>;
export const sampleCallSchema: SampleCallSchema = z.strictObject(sampleCallShape);
/** One industry's sample call, as the "Hear a sample call" player shows it. @public */
export type SampleCall = z.infer<typeof sampleCallSchema>;

const sourceCopy = z.strictObject({
  /** The badge beside the call: what the audio is. */
  label: text,
  /** One or two sentences on how it was made. */
  note: sentence,
});

const sampleCallsCopyShape = {
  ...sectionIntroShape,
  /** The section's id, for links to it. */
  id: text,
  /** Names the row of industry tabs. */
  industriesLabel: text,
  playLabel: text,
  pauseLabel: text,
  /** Names the position slider. */
  seekLabel: text,
  /** The position read out and shown, with `{current}` and `{total}` (m:ss). */
  position: text.regex(/\{current\}.*\{total\}/),
  /** Names the transcript; its lines are buttons that play from there. */
  transcriptLabel: text,
  /** Read before a line's time: "Play from 0:12". */
  playFromLabel: text,
  speakers: z.strictObject({ agent: text, caller: text }),
  /** The captions track's label. */
  captionsLabel: text,
  sources: z.strictObject({ recorded: sourceCopy, synthesized: sourceCopy }),
  /** Shown when the browser cannot play the file. */
  unsupported: sentence,
};
export type SampleCallsCopySchema = Strict<typeof sampleCallsCopyShape>;
export const sampleCallsCopySchema: SampleCallsCopySchema = z.strictObject(sampleCallsCopyShape);
/** The copy of the "Hear a sample call" section of the AI Caller page. @public */
export type SampleCallsCopy = z.infer<typeof sampleCallsCopySchema>;
