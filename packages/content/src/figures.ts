// Formatting of the figures copy prints, so that every page writes a fact the same way.
import { facts } from "./facts.js";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** `35` → `"35%"`. */
export const percent = (value: number): string => `${whole.format(value)}%`;

/** `120` → `"120+"`. */
export const atLeast = (value: number): string => `${whole.format(value)}+`;

/** `10000` → `"$10,000"`. */
export const usd = (value: number): string => `$${whole.format(value)}`;

/** `10000` → `"$10k"`. */
export const usdThousands = (value: number): string => `$${whole.format(value / 1000)}k`;

/** `0.1` → `"0.1s"`. */
export const seconds = (value: number): string => `${value.toFixed(1)}s`;

/** `"50+ languages"`: the languages every plan speaks. */
export const languagesPhrase = `${atLeast(facts.languages)} languages`;

/** Small print under every block of client results. */
export const resultsVary =
  "Figures are medians across client accounts, as each one states; your results will vary with call volume, industry and setup.";

/** Who an outbound call or text may go to, and when (see `compliance.outboundCalls`). */
export const outboundRules = "to people who asked to be contacted, within calling hours";
