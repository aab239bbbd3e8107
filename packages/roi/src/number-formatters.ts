// Formatters are built lazily on first use, never at import time, so importing
// this module is free and safe in Node, edge runtimes and during SSR.

/**
 * Options for {@link formatUsd}.
 *
 * @example
 * ```ts
 * const options: FormatUsdOptions = { compact: true };
 * ```
 */
export interface FormatUsdOptions {
  /**
   * Abbreviate large amounts with up to one decimal (`$12.6K`, `$1.5M`).
   * Takes precedence over `cents`.
   *
   * @defaultValue `false`
   */
  readonly compact?: boolean;
  /**
   * Always show two decimals (`$12,600.00`) instead of rounding to whole dollars.
   *
   * @defaultValue `false`
   */
  readonly cents?: boolean;
}

/**
 * Options for {@link formatNumber}.
 *
 * @example
 * ```ts
 * const options: FormatNumberOptions = { maximumFractionDigits: 1 };
 * ```
 */
export interface FormatNumberOptions {
  /**
   * Abbreviate large numbers with up to one decimal (`1.2K`, `3.4M`).
   * Takes precedence over `maximumFractionDigits`.
   *
   * @defaultValue `false`
   */
  readonly compact?: boolean;
  /**
   * Most decimals to show (0–20); values are rounded half away from zero.
   *
   * @defaultValue `0`
   */
  readonly maximumFractionDigits?: number;
}

const LOCALE = "en-US";
const CURRENCY = "USD";
const COMPACT_FRACTION_DIGITS = 1;

// Constructing Intl.NumberFormat costs far more than formatting with one, and a
// slider re-renders on every tick, so each distinct configuration is built once.
const formatterCache = new Map<string, Intl.NumberFormat>();

function getFormatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(LOCALE, options);
    formatterCache.set(key, formatter);
  }
  return formatter;
}

// Finite amounts are formatted without Intl. The first Intl.NumberFormat of a page loads the
// locale data: 55-105 ms of one task in Chromium on a desktop CPU, in the middle of the page's
// hydration, for figures that are only ever en-US. Like Intl, this rounds the number's shortest
// decimal form (what String(value) shows) half away from zero, and it gives the same digits in
// every runtime (Node prerendering and browsers ship different ICU data). Intl still formats
// what this does not cover (non-finite values, 1e21 and beyond, compact beyond trillions).

const PLAIN_LIMIT = 1e21;
const COMPACT_LIMIT = 1e15;
const COMPACT_UNITS = ["", "K", "M", "B", "T"] as const;

/** A non-negative decimal as its digits before and after the point. */
interface Decimal {
  whole: string;
  fraction: string;
}

/** `abs`'s shortest decimal form, without an exponent: 1e-7 is `0` and `0000001`. */
function decimalOf(abs: number): Decimal {
  const [mantissa = "0", exponent = "0"] = String(abs).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  return shifted({ whole, fraction }, -Number(exponent));
}

/** `decimal` divided by 10 to the power `places` (multiplied, for negative places). */
function shifted({ whole, fraction }: Decimal, places: number): Decimal {
  const all = whole + fraction;
  const point = whole.length - places;
  if (point <= 0) return { whole: "0", fraction: "0".repeat(-point) + all };
  return { whole: all.slice(0, point).padEnd(point, "0"), fraction: all.slice(point) };
}

/** `decimal` with at most `max` decimals, a dropped 5 or more rounding away from zero. */
function rounded({ whole, fraction }: Decimal, max: number): Decimal {
  if (fraction.length <= max) return { whole, fraction };
  const kept = whole + fraction.slice(0, max);
  if ((fraction[max] ?? "0") < "5") return { whole, fraction: fraction.slice(0, max) };
  // ASCII digits only.
  const places = Array.from(kept, (digit) => Number(digit));
  let index = places.length - 1;
  while (index >= 0 && places[index] === 9) places[index--] = 0;
  if (index >= 0) places[index] = (places[index] ?? 0) + 1;
  else places.unshift(1);
  const joined = places.join("");
  return {
    whole: joined.slice(0, joined.length - max),
    fraction: joined.slice(joined.length - max),
  };
}

/** `decimal` as en-US shows it with at least `min` decimals: `12,600.5`. */
function shown({ whole, fraction }: Decimal, min: number): string {
  const decimals = fraction.replace(/0+$/, "").padEnd(min, "0");
  const grouped = (whole.replace(/^0+(?=\d)/, "") || "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** `abs` (finite, not negative) with `min` to `max` decimals. */
const digits = (abs: number, min: number, max: number) => shown(rounded(decimalOf(abs), max), min);

/** `abs` in en-US short compact notation with at most one decimal: `12.6K`, `2.2M`, `999`. */
function compactDigits(abs: number): string {
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit++;
  let value = rounded(shifted(decimalOf(abs), 3 * unit), COMPACT_FRACTION_DIGITS);
  // 999.96 rounds to 1000.0: that is 1K.
  if (value.whole.replace(/^0+/, "").length > 3 && unit < COMPACT_UNITS.length - 1) {
    unit++;
    value = rounded(shifted(decimalOf(abs), 3 * unit), COMPACT_FRACTION_DIGITS);
  }
  return `${shown(value, 0)}${COMPACT_UNITS[unit] ?? ""}`;
}

/** The sign Intl shows: `-` for negative values and negative zero. */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/**
 * Formats an amount of US dollars for display, in `en-US` style.
 *
 * Whole dollars by default, since the calculator's figures are estimates and
 * cents would suggest false precision. Non-finite values are formatted as
 * `Intl.NumberFormat` does (`$NaN`, `$∞`) rather than hidden.
 *
 * @param value - Amount in US dollars.
 * @param options - Compact notation or cents; see {@link FormatUsdOptions}.
 * @returns The formatted amount.
 * @example
 * ```ts
 * formatUsd(12600); // "$12,600"
 * formatUsd(12600, { compact: true }); // "$12.6K"
 * formatUsd(12600, { cents: true }); // "$12,600.00"
 * ```
 */
export function formatUsd(value: number, options: FormatUsdOptions = {}): string {
  const { compact = false, cents = false } = options;
  const fractionDigits = cents ? 2 : 0;
  const abs = Math.abs(value);
  if (compact && abs < COMPACT_LIMIT) return `${signOf(value)}$${compactDigits(abs)}`;
  if (!compact && abs < PLAIN_LIMIT)
    return `${signOf(value)}$${digits(abs, fractionDigits, fractionDigits)}`;
  return getFormatter(
    compact
      ? {
          style: "currency",
          currency: CURRENCY,
          notation: "compact",
          maximumFractionDigits: COMPACT_FRACTION_DIGITS,
        }
      : {
          style: "currency",
          currency: CURRENCY,
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        },
  ).format(value);
}

/**
 * Formats a count (leads, customers, hours) for display, in `en-US` style.
 *
 * @param value - The number to format.
 * @param options - Compact notation or decimals; see {@link FormatNumberOptions}.
 * @returns The formatted number.
 * @throws RangeError when `maximumFractionDigits` is outside 0–20.
 * @example
 * ```ts
 * formatNumber(1234); // "1,234"
 * formatNumber(1234, { compact: true }); // "1.2K"
 * formatNumber(31.46, { maximumFractionDigits: 1 }); // "31.5"
 * ```
 */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  const { compact = false, maximumFractionDigits = 0 } = options;
  const abs = Math.abs(value);
  if (compact && abs < COMPACT_LIMIT) return `${signOf(value)}${compactDigits(abs)}`;
  const validDigits =
    Number.isInteger(maximumFractionDigits) &&
    maximumFractionDigits >= 0 &&
    maximumFractionDigits <= 20;
  if (!compact && validDigits && abs < PLAIN_LIMIT)
    return `${signOf(value)}${digits(abs, 0, maximumFractionDigits)}`;
  return getFormatter(
    compact
      ? { notation: "compact", maximumFractionDigits: COMPACT_FRACTION_DIGITS }
      : { maximumFractionDigits },
  ).format(value);
}
