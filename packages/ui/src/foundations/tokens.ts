// Reading the design tokens of styles.css and checking their contrast (WCAG 2.x). Shared by
// tokens.test.ts (which reads the file) and the Foundations stories (which read the live values).

/** The custom properties of each theme: the light set (:root, .light) and the dark set (.dark). */
export interface ThemeTokens {
  light: Record<string, string>;
  dark: Record<string, string>;
}

interface TopLevelRule {
  selector: string;
  body: string;
}

function topLevelRules(css: string): TopLevelRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: TopLevelRule[] = [];
  let depth = 0;
  let selectorStart = 0;
  let bodyStart = 0;
  let selector = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "{") {
      if (depth === 0) {
        selector = text.slice(selectorStart, i).trim();
        bodyStart = i + 1;
      }
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) {
        rules.push({ selector, body: text.slice(bodyStart, i) });
        selectorStart = i + 1;
      }
    } else if (char === ";" && depth === 0) {
      selectorStart = i + 1; // e.g. after @import "tailwindcss";
    }
  }
  return rules;
}

function declarations(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  // Only declarations directly in the rule, not in nested blocks.
  let depth = 0;
  let flat = "";
  for (const char of body) {
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (depth === 0) flat += char;
  }
  for (const match of flat.matchAll(/--([\w-]+)\s*:\s*([^;]+);?/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) result[name] = value.trim().replace(/\s+/g, " ");
  }
  return result;
}

/**
 * Collects the theme custom properties of a stylesheet. Later blocks override earlier ones, and
 * the dark set inherits any light token it does not redefine (`:root` still applies under `.dark`).
 */
export function parseThemeTokens(css: string): ThemeTokens {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const { selector, body } of topLevelRules(css)) {
    const selectors = selector.split(",").map((s) => s.trim());
    if (selectors.includes(":root") || selectors.includes(".light"))
      Object.assign(light, declarations(body));
    if (selectors.includes(".dark")) Object.assign(dark, declarations(body));
  }
  return { light, dark: { ...light, ...dark } };
}

/**
 * Collects the variables of the `@theme` blocks (fonts, type scale, radii, durations, easing,
 * animations); `@theme inline` mappings of the colour tokens are left out.
 */
export function parseThemeVariables(css: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { selector, body } of topLevelRules(css)) {
    if (selector === "@theme" || (selector.startsWith("@theme") && !selector.includes("inline"))) {
      Object.assign(result, declarations(body));
    }
  }
  return result;
}

/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa` and `rgb()/rgba()` colours; `undefined` otherwise. */
export function parseColor(value: string): Rgba | undefined {
  const color = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(color)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? hex.replace(/./g, "$&$&") : hex;
    const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: full.length === 8 ? channel(6) / 255 : 1,
    };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(
    color,
  );
  if (rgb) {
    const [, r = "0", g = "0", b = "0", alpha] = rgb;
    const a =
      alpha === undefined ? 1 : alpha.endsWith("%") ? parseFloat(alpha) / 100 : parseFloat(alpha);
    return { r: Number(r), g: Number(g), b: Number(b), a };
  }
  return undefined;
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio (1–21) of two opaque colours. Throws on colours it cannot judge. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) throw new Error(`Cannot parse colour "${fg ? background : foreground}"`);
  if (fg.a < 1 || bg.a < 1)
    throw new Error(`Contrast needs opaque colours: "${foreground}" on "${background}"`);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour stops of a CSS gradient token, e.g. `linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)`. */
export function gradientStops(value: string): string[] {
  return [...value.matchAll(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi)].map(([stop]) => stop);
}

/** A pair of tokens that must contrast; `text` pairs need 4.5:1, `non-text` (UI parts) 3:1. */
export interface ContrastPair {
  foreground: string;
  background: string;
  kind: "text" | "non-text";
}

/** Minimum WCAG AA ratio for each kind of pair. */
export const MIN_CONTRAST = { text: 4.5, "non-text": 3 } as const;

const text = (foreground: string, background: string): ContrastPair => ({
  foreground,
  background,
  kind: "text",
});
const nonText = (foreground: string, background: string): ContrastPair => ({
  foreground,
  background,
  kind: "non-text",
});

/** Every foreground/background pairing the components use, by token name (without `--`). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text("foreground", "background"),
  text("card-foreground", "card"),
  text("popover-foreground", "popover"),
  text("muted-foreground", "background"),
  text("muted-foreground", "muted"),
  text("muted-foreground", "card"),
  text("primary-foreground", "primary"),
  text("secondary-foreground", "secondary"),
  text("accent-foreground", "accent"),
  text("danger-foreground", "danger"),
  text("success-foreground", "success"),
  text("warning-foreground", "warning"),
  text("primary", "background"),
  text("primary", "card"),
  text("accent", "background"),
  // Error and success messages, and the status labels of the apps.
  text("danger", "background"),
  text("danger", "card"),
  text("danger", "muted"),
  text("success", "background"),
  text("success", "card"),
  text("success", "muted"),
  nonText("star", "background"),
  nonText("star", "card"),
  nonText("input", "background"),
  nonText("ring", "background"),
];

/**
 * Status colours as text on a tint of themselves (`bg-danger/10 text-danger`: a pill, a failed
 * e-mail), the tint laid over each of these surfaces.
 */
export const TINT_CHECKS = {
  colors: ["danger", "success", "primary"],
  alpha: 0.1,
  surfaces: ["background", "card"],
} as const;

/** `color` at `alpha` laid over the opaque `surface` (what the browser paints), as `rgb()`. */
export function tint(color: string, alpha: number, surface: string): string {
  const top = parseColor(color);
  const bottom = parseColor(surface);
  if (!top || !bottom) throw new Error(`Cannot parse colour "${top ? surface : color}"`);
  const channel = (key: "r" | "g" | "b") =>
    Math.round(top[key] * alpha + bottom[key] * (1 - alpha));
  return `rgb(${String(channel("r"))} ${String(channel("g"))} ${String(channel("b"))})`;
}

/** Gradient tokens whose every stop is checked: a fill under `brand-foreground` text, and text. */
export const GRADIENT_CHECKS = {
  /** `--gradient-brand` fills (Badge "brand") carry `--brand-foreground` text and stand out (3:1) on the page. */
  fill: { gradient: "gradient-brand", foreground: "brand-foreground", backgrounds: ["background"] },
  /** `--gradient-brand-text` is clipped to text (Wordmark) on these surfaces. */
  text: {
    gradient: "gradient-brand-text",
    backgrounds: ["background", "card", "popover", "muted"],
  },
} as const;
