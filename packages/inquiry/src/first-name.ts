// The rule for a first name our AI says aloud and our e-mails greet with. In the main entry (no
// phone library), so the API's mail can use it too.

/** The longest first name, inclusive, after trimming. @public */
export const FIRST_NAME_MAX = 40;

/**
 * A first name as our AI speaks it: letters (any script), combining marks, spaces, hyphens,
 * apostrophes and periods. Digits, symbols and anything shaped like a web address are refused, so
 * a request cannot make the agent read out somebody's message.
 */
const FIRST_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** `evil.example`, `www.x`: a period between a letter and two more letters. */
const ADDRESS_LIKE = /\p{L}\.\p{L}{2,}/u;

/**
 * Whether `name` (trimmed) is a first name our AI may say: 1–40 letters, combining marks, spaces,
 * hyphens, apostrophes and periods, with nothing shaped like a web address. The demo-call request
 * refuses any other; the API greets a visitor by name in an e-mail only when it is one.
 * @example isSpeakableFirstName("Zoë-Anne") // true
 * @example isSpeakableFirstName("WINNER! Claim $500 at evil.example") // false
 * @public
 */
export function isSpeakableFirstName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length >= 1 &&
    trimmed.length <= FIRST_NAME_MAX &&
    FIRST_NAME.test(trimmed) &&
    !ADDRESS_LIKE.test(trimmed)
  );
}
