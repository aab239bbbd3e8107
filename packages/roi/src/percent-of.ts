/**
 * `percent`% of `amount`, rounded to the nearest whole number (halves round up).
 *
 * Multiplying by the integer percentage first and dividing by 100 last keeps the
 * arithmetic exact for integer inputs: `90 * 0.35` is `31.499999999999996` in
 * floating point and would round to 31, whereas `(90 * 35) / 100` is exactly
 * `31.5` and rounds to 32.
 *
 * @param amount - A whole number to take a share of.
 * @param percent - The share as a whole-number percentage (`35` means 35%).
 * @returns The rounded share.
 * @example
 * ```ts
 * percentOf(90, 35); // 32
 * percentOf(200, 35); // 70
 * ```
 */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}
