/** The fewest bytes a production secret decodes to (an HMAC key, the webhook secret). */
export const MIN_SECRET_BYTES = 32;

/**
 * The fewest bits of estimated randomness a production secret must keep once its words, years,
 * repeats and sequences are taken out (32 random bytes have 256; chance patterns in a random
 * value cost it a few bits, a value somebody typed loses most of them).
 */
export const MIN_SECRET_BITS = 200;

/** How a production secret is made: printed in every refusal. */
export const SECRET_ADVICE = "make one with `openssl rand -base64 32` (or `openssl rand -hex 32`)";

/**
 * The words people build secrets from: the brand, the vendors and settings around these secrets,
 * environments, seasons and months, and common English words. A secret made of them is guessed
 * from a short list, whatever its length.
 */
const WORDS = new Set(
  `novaline nova line vapi webhook hook secret secrets key keys hash hmac salt pepper token ip
  address production prod staging stage preview develop development dev test testing local live
  demo call calls voice agent assistant phone number turnstile cloudflare firebase google smtp
  mail email postgres postgresql database server client admin root user api app web site cloud
  password passwd pass word change changeme default example sample letmein welcome qwerty
  asdf zxcv abc xyz foo bar baz spam ham eggs hello world secure security private public signing
  sign signature value string random super master access auth login launch company business
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall winter
  year month week day today night morning new old first last next one two three four five six
  seven eight nine ten hundred thousand million the and for with from this that you your our
  not are was were have has had but all any can will just into over under about more most
  very only also back good great best big small long short high low right left red blue green
  black white gold silver dragon monkey shadow sunshine princess football baseball soccer love
  money team home house door open close lock unlock safe strong power energy data info system
  service services config setting settings env environment node bun deno rust go python java`
    .split(/\s+/)
    .filter((word) => word.length >= 3),
);

/** A refusal of a secret, worded to follow the setting's name; it never repeats the value. */
export type SecretWeakness = string;

/**
 * Why `value` is not a production secret, or `undefined` when it is one: it must be hex or
 * base64 (base64url too) of at least {@link MIN_SECRET_BYTES} bytes, with a mix of characters a
 * random source gives, and keep at least {@link MIN_SECRET_BITS} bits once its words, years,
 * repeats and sequences are priced at what guessing them costs (see {@link estimateSecretBits}).
 */
export function secretWeakness(value: string): SecretWeakness | undefined {
  const encoding = encodingOf(value);
  if (!encoding) {
    return `is not hex or base64 (it holds other characters): ${SECRET_ADVICE}`;
  }
  const bytes = decodedBytes(value, encoding);
  if (bytes < MIN_SECRET_BYTES) {
    return `is too short (${String(bytes)} bytes as ${encoding}; at least ${String(MIN_SECRET_BYTES)} random bytes): ${SECRET_ADVICE}`;
  }
  if (unlikelyMix(value, encoding)) {
    return `does not look random (its mix of letters, capitals and digits is unlike a random value's): ${SECRET_ADVICE}`;
  }
  const bits = estimateSecretBits(value);
  if (bits < MIN_SECRET_BITS) {
    return `does not look random (about ${String(Math.round(bits))} bits once its words, years, repeats and sequences are counted; at least ${String(MIN_SECRET_BITS)}): ${SECRET_ADVICE}`;
  }
  return undefined;
}

type Encoding = "hex" | "base64";

function encodingOf(value: string): Encoding | undefined {
  if (/^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value)) return "hex";
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(value) || /^[A-Za-z0-9_-]+$/.test(value)) return "base64";
  return undefined;
}

function decodedBytes(value: string, encoding: Encoding): number {
  if (encoding === "hex") return Math.floor(value.length / 2);
  return Math.floor((value.replace(/=+$/, "").length * 6) / 8);
}

/** ln of the binomial probability of exactly `k` successes in `n` tries of chance `p`. */
function logBinomial(n: number, k: number, p: number): number {
  let logChoose = 0;
  for (let i = 1; i <= k; i += 1) logChoose += Math.log((n - k + i) / i);
  return logChoose + k * Math.log(p) + (n - k) * Math.log(1 - p);
}

/** The two-sided chance that a random draw is as far from `n * p` as `k` is. */
function twoSidedTail(n: number, k: number, p: number): number {
  const observed = logBinomial(n, k, p);
  let total = 0;
  for (let i = 0; i <= n; i += 1) {
    const log = logBinomial(n, i, p);
    if (log <= observed + 1e-9) total += Math.exp(log);
  }
  return total;
}

/** Below this chance a random source would not have made the value's mix of characters. */
const UNLIKELY = 1e-6;

/**
 * Whether the value's mix of characters is one a random source makes less than once in a million
 * tries: capitals against small letters and digits against the rest in base64, digits against
 * letters in hex. Typed words (`ProductionWebhookSecret…`) are mostly small letters, no digits.
 */
function unlikelyMix(value: string, encoding: Encoding): boolean {
  const count = (pattern: RegExp) => (value.match(pattern) ?? []).length;
  const digits = count(/[0-9]/g);
  if (encoding === "hex") return twoSidedTail(value.length, digits, 10 / 16) < UNLIKELY;
  const body = value.replace(/=+$/, "");
  const upper = count(/[A-Z]/g);
  const letters = upper + count(/[a-z]/g);
  return (
    twoSidedTail(letters, upper, 0.5) < UNLIKELY ||
    twoSidedTail(body.length, digits, 10 / 64) < UNLIKELY
  );
}

/** The longest part of a value that is priced; a longer secret is judged by its start. */
const MAX_ESTIMATED = 256;

/**
 * Estimates how many bits of randomness `value` holds: the cheapest way to spell it out of
 * characters drawn at random from its alphabet (4 bits each in hex, 6 in base64), words from a
 * list of the ones secrets are made of (the list's size, plus a bit for capitals), years
 * (1900–2099: 200 choices), dates (a year's day in 200 years, as 20261129, 2026-11-29 or
 * 29.11.2026's digits, a bit more for its order and separators), sequences (`abcd`, `9876`, `ace`) and repeats of an earlier part
 * (where it starts and how long it is), as zxcvbn prices a password, with a smaller list.
 */
export function estimateSecretBits(value: string): number {
  const text = value.slice(0, MAX_ESTIMATED);
  const n = text.length;
  const lower = text.toLowerCase();
  const charBits = Math.log2(encodingOf(text) === "hex" ? 16 : 64);
  const wordBits = Math.log2(WORDS.size);
  const lengthBits = Math.log2(Math.max(2, n));
  const copyable = longestEarlierCopy(text);
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  for (let end = 1; end <= n; end += 1) {
    let cost = (best[end - 1] ?? 0) + charBits;
    for (let start = end - 3; start >= 0; start -= 1) {
      const before = best[start] ?? 0;
      const part = text.slice(start, end);
      const length = end - start;
      if (length === 4 && /^(19|20)\d\d$/.test(part))
        cost = Math.min(cost, before + Math.log2(200));
      if (length >= 8 && length <= 10 && isDate(part)) {
        cost = Math.min(cost, before + DATE_BITS);
      }
      if (WORDS.has(lower.slice(start, end))) {
        const capitals =
          part === part.toLowerCase() ? 0 : /^[A-Z][a-z]*$|^[A-Z]+$/.test(part) ? 1 : length;
        cost = Math.min(cost, before + wordBits + capitals);
      }
      if (isSequence(part)) cost = Math.min(cost, before + charBits + 2 + lengthBits);
      if (start > 0 && (copyable[start] ?? 0) >= length) {
        cost = Math.min(cost, before + Math.log2(start) + lengthBits);
      }
    }
    best[end] = cost;
  }
  return best[n] ?? 0;
}

/** A day in the 200 years around now, its order (year first or last) and separator. */
const DATE_BITS = Math.log2(200 * 366) + 2;

const MONTH = "(0[1-9]|1[0-2])";
const DAY = "(0[1-9]|[12]\\d|3[01])";
const YEAR = "(19|20)\\d\\d";
const DATE = new RegExp(
  `^(${YEAR}([-_.]?)${MONTH}\\3${DAY}|${DAY}([-_.]?)${MONTH}\\7${YEAR}|${MONTH}([-_.]?)${DAY}\\11${YEAR})$`,
);

/** A calendar date written with its year first or last, with or without a separator. */
function isDate(part: string): boolean {
  return DATE.test(part);
}

/** Characters whose codes step by the same 1 or 2, up or down (`abcd`, `9876`, `aceg`). */
function isSequence(part: string): boolean {
  const step = part.charCodeAt(1) - part.charCodeAt(0);
  if (step === 0 || Math.abs(step) > 2) return false;
  for (let i = 2; i < part.length; i += 1) {
    if (part.charCodeAt(i) - part.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/**
 * For each place in `text`, the longest part starting there that is a copy of a part starting
 * earlier (overlapping it, as a run of one character does).
 */
function longestEarlierCopy(text: string): number[] {
  const n = text.length;
  // common[a][b]: how many characters the parts starting at a and at b share.
  let next = new Array<number>(n + 1).fill(0);
  const longest = new Array<number>(n).fill(0);
  for (let a = n - 1; a >= 0; a -= 1) {
    const row = new Array<number>(n + 1).fill(0);
    for (let b = n - 1; b > a; b -= 1) {
      row[b] = text[a] === text[b] ? 1 + (next[b + 1] ?? 0) : 0;
      longest[b] = Math.max(longest[b] ?? 0, row[b] ?? 0);
    }
    next = row;
  }
  return longest;
}
