// What the speech engines should read for a line of a written call. Festival and Flite read
// "AI" as the word "eye" and "AM" as "am": spelled out, letter by letter, they say them as people do.
import type { ScriptedTurn } from "@novaline/content";

const READINGS: readonly [RegExp, string][] = [
  [/\bAI\b/g, "A I"],
  [/\bAM\b/g, "A M"],
  [/\bPM\b/g, "P M"],
];

/** The words of `turn` as the speech engine should read them (its `say`, else its text). */
export function spokenText(turn: Pick<ScriptedTurn, "text" | "say">): string {
  return READINGS.reduce(
    (text, [pattern, reading]) => text.replace(pattern, reading),
    turn.say ?? turn.text,
  );
}
