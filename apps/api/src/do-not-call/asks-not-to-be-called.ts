/**
 * What a person says to be taken off a calling list, in the visitor's lines of a transcript
 * (Vapi writes them as `User: …`). Broad on purpose: a number wrongly added costs one demo call;
 * one wrongly kept may be a call somebody refused.
 */
const REQUEST =
  /\b(?:(?:do not|don'?t|never|stop)\s+(?:ever\s+)?(?:call|calling|ring|ringing|phone|contact)(?:ing)?\s+(?:me|us|this number|here)(?:\s+again)?|take (?:me|my number|this number) off|remove (?:me|my number|this number)|(?:put|add) (?:me|my number|this number) (?:on|to) (?:the|your) do[- ]not[- ]call|do[- ]not[- ]call list|unsubscribe)\b/i;

/** Whether the visitor asked, in the call, not to be called again. */
export function asksNotToBeCalled(transcript: string): boolean {
  return transcript
    .split(/\r?\n/)
    .filter((line) => /^\s*(user|customer)\s*:/i.test(line))
    .some((line) => REQUEST.test(line.replace(/’/g, "'")));
}
