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
  return getFormatter(
    compact
      ? { notation: "compact", maximumFractionDigits: COMPACT_FRACTION_DIGITS }
      : { maximumFractionDigits },
  ).format(value);
}
