import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

// tailwind-merge's default config knows every Tailwind utility and weighs 6.5 KB gzip, more than
// a Button. This narrow config knows only the groups a caller overrides on our components
// (layout, size, spacing, colour, type, border, radius, shadow, position). A class outside these
// groups is never dropped: both classes stay and the stylesheet decides, as with plain clsx.
// `cn.test.ts` checks it against the full config over every class our components use.

const any = () => true;
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
/** `[length:…]`, `[12px]`, `[1.5px]`, `(--my-width)`: a width or size, not a colour. */
const isArbitraryLength = (value: string) =>
  /^\[(length:.+|-?[\d.]+[a-z%]*|(calc|min|max|clamp)\(.+\))\]$|^\(length:.+\)$/.test(value);
/** Side suffixes (`border-t-2`, `rounded-tl-lg`) belong to other groups than the bare prefix. */
const isSide = (value: string) => /^(x|y|t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/.test(value);
const isFontSize = (value: string) =>
  /^(xs|sm|base|lg|\d?xl|display)$/.test(value) || isArbitraryLength(value);
const isWidth = (value: string) => isNumber(value) || isArbitraryLength(value);
/** What follows `bg-` when it is a colour: not an image, size, position, repeat or attachment. */
const isBackgroundColor = (value: string) =>
  !/^(none|linear|radial|conic|gradient|brand|glow|aurora|sheen|cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|clip|origin|blend)\b/.test(
    value,
  ) && !isArbitraryLength(value);
const isColor = (value: string) => !isSide(value) && !isNumber(value) && !isArbitraryLength(value);

/** A length on the spacing scale: `4`, `1/2`, `px`, `full`, `auto`, `[3px]`, `(--gap)`. */
const isInset = (value: string) => /^(\d+(\.\d+)?(\/\d+)?|px|full|auto|\[.+\]|\(.+\))$/.test(value);
const insetGroups = ["inset", "inset-x", "inset-y", "top", "right", "bottom", "left"];

/** Groups each prefix takes any value for (`w-…`, `p-…`, `z-…`). */
const anyValueGroups = [
  ...["p", "px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  ...["m", "mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  ...["gap", "gap-x", "gap-y", "space-x", "space-y"],
  ...["w", "h", "size", "min-w", "min-h", "max-w", "max-h"],
  ...["overflow", "overflow-x", "overflow-y", "z", "opacity", "aspect", "grid-cols"],
  ...["leading", "tracking", "whitespace", "basis", "shrink", "grow"],
];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    ...Object.fromEntries(anyValueGroups.map((group) => [group, [{ [group]: [any] }]])),
    ...Object.fromEntries(insetGroups.map((group) => [group, [{ [group]: [isInset] }]])),
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    items: [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    justify: [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "font-size": [{ text: [isFontSize] }],
    "text-align": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-color": [{ text: [isColor] }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
        ],
      },
    ],
    "font-family": [{ font: [any] }],
    // Our gradients (`--background-image-*`): images, so `bg-card bg-glow` keeps both.
    "bg-image": [
      {
        bg: [
          "none",
          "brand",
          "glow",
          "brand-text",
          "aurora",
          "sheen",
          /* bg-linear-… */ (v: string) => /^(linear|radial|conic)/.test(v),
        ],
      },
    ],
    "bg-color": [{ bg: [isBackgroundColor] }],
    "border-w": ["border", { border: [isWidth] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: [isColor] }],
    rounded: ["rounded", { rounded: [(value: string) => !isSide(value)] }],
    shadow: ["shadow", { shadow: [any] }],
    "ring-w": ["ring", { ring: [isWidth] }],
    "ring-color": [
      { ring: [(value: string) => isColor(value) && !/^(offset|inset)\b/.test(value)] },
    ],
  },
  conflictingClassGroups: {
    p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    size: ["w", "h"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    overflow: ["overflow-x", "overflow-y"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names and resolves Tailwind conflicts, so a `className` passed by the caller
 * wins over a component's defaults (`cn("px-4 bg-primary", "px-8")` → `"bg-primary px-8"`).
 * Knows the utilities callers override on our components; others are joined, not merged.
 * @example cn("px-4 py-2", isActive && "bg-primary", className)
 * @public
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
