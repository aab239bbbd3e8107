// The rule for a first name our AI says aloud and our e-mails greet with. In the main entry (no
// phone library), so the API's mail can use it too.

/** The longest first name, inclusive, after trimming. @public */
export const FIRST_NAME_MAX = 30;

/** How many words a first name may have ("Mary Ann", "Jean Luc"). @public */
export const FIRST_NAME_MAX_WORDS = 2;

/** One word of a name: letters (any script) and combining marks, joined by `-` or an apostrophe. */
const WORD = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u;

/**
 * Whether `word` is one word of a person's name: letters (any script) and combining marks,
 * joined by hyphens or apostrophes. No digits, symbols, periods or spaces.
 * @example isNameWord("O'Brien") // true
 * @example isNameWord("evil.example") // false
 * @public
 */
export function isNameWord(word: string): boolean {
  return WORD.test(word);
}

/**
 * Whether `name` (trimmed) is a first name our AI may say: one or two words of letters (any
 * script) with hyphens or apostrophes inside them, 30 characters at most. A stranger asks for
 * a call to any number, so what they type must not let the agent read out a sentence ("Your
 * card is blocked. Press one"), an address or digits: the demo-call request refuses any other
 * name, and the API greets a visitor by name in an e-mail only when it is one.
 * @example isSpeakableFirstName("Zoë-Anne") // true
 * @example isSpeakableFirstName("Mary Ann") // true
 * @example isSpeakableFirstName("Jo. Your card is blocked") // false
 * @public
 */
export function isSpeakableFirstName(name: string): boolean {
  const trimmed = name.trim();
  const words = trimmed.split(" ");
  return (
    trimmed.length <= FIRST_NAME_MAX &&
    words.length <= FIRST_NAME_MAX_WORDS &&
    words.every(isNameWord)
  );
}
