import type { Meta, StoryObj } from "@storybook/react-vite";
import { Star } from "lucide-react";
import { Badge } from "../components/badge.js";
import css from "../styles.css?raw";
import { readToken, useDocumentThemeClass } from "./live-tokens.js";
import {
  CONTRAST_PAIRS,
  contrastRatio,
  GRADIENT_CHECKS,
  gradientStops,
  MIN_CONTRAST,
  parseColor,
  parseThemeTokens,
  type ContrastPair,
} from "./tokens.js";

const tokens = parseThemeTokens(css);
const colorNames = Object.keys(tokens.light).filter(
  (name) => parseColor(tokens.light[name] ?? "") !== undefined,
);
const gradientNames = Object.keys(tokens.light).filter((name) => name.startsWith("gradient-"));

function ratioOf(foreground: string, background: string): number | undefined {
  try {
    return contrastRatio(foreground, background);
  } catch {
    return undefined;
  }
}

function Verdict({ ratio, min }: { ratio: number | undefined; min: number }) {
  if (ratio === undefined) return <Badge variant="outline">n/a</Badge>;
  const passes = ratio >= min;
  return (
    <Badge variant={passes ? "success" : "danger"}>
      {ratio.toFixed(2)}:1 {passes ? "pass" : "fail"} (≥ {min})
    </Badge>
  );
}

function Swatch({ name }: { name: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
      <div className="h-16 border-b border-border" style={{ background: `var(--${name})` }} />
      <div className="grid gap-0.5 p-3 text-sm">
        <code className="font-semibold">--{name}</code>
        <span className="text-muted-foreground">{readToken(name)}</span>
      </div>
    </div>
  );
}

function PairSample({ pair }: { pair: ContrastPair }) {
  const style = { background: `var(--${pair.background})`, color: `var(--${pair.foreground})` };
  if (pair.kind === "text") {
    return (
      <span className="rounded-md border border-border px-3 py-1.5 font-medium" style={style}>
        Talk to the AI Live
      </span>
    );
  }
  // UI parts are judged at 3:1, so show them as shapes, not as text.
  return (
    <span
      className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-1.5"
      style={style}
    >
      <Star aria-hidden="true" className="size-5 fill-current" />
      <span aria-hidden="true" className="size-5 rounded-sm border-2 border-current" />
    </span>
  );
}

function ColorsPage() {
  const themeClass = useDocumentThemeClass();
  const theme = themeClass.includes("dark") ? "dark" : "light";
  return (
    <div className="grid gap-10">
      <section className="grid gap-4" aria-labelledby="swatches">
        <h2 id="swatches" className="text-2xl font-bold tracking-tight">
          Colour tokens ({theme} theme)
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Every colour is a CSS variable in <code>styles.css</code>, with a light set and a dark
          set. Components use them through Tailwind utilities: <code>--primary</code> is{" "}
          <code>bg-primary</code>, <code>text-primary</code>, <code>border-primary</code>. Switch
          the theme in the toolbar to see the other set.
        </p>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-4">
          {colorNames.map((name) => (
            <Swatch key={`${name}-${theme}`} name={name} />
          ))}
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="gradients">
        <h2 id="gradients" className="text-2xl font-bold tracking-tight">
          Gradients
        </h2>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
          {gradientNames.map((name) => (
            <div key={name} className="overflow-hidden rounded-xl border border-border bg-card">
              <div className="h-20" style={{ backgroundImage: `var(--${name})` }} />
              <code className="block p-3 text-sm font-semibold">--{name}</code>
            </div>
          ))}
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="contrast">
        <h2 id="contrast" className="text-2xl font-bold tracking-tight">
          Contrast in the {theme} theme
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Measured now from the live values (WCAG 2.x). Text needs {MIN_CONTRAST.text}:1; UI parts
          such as stars, input borders and focus rings need {MIN_CONTRAST["non-text"]}:1. The same
          pairs are checked in CI by <code>tokens.test.ts</code>.
        </p>
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Foreground on background
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Sample
              </th>
              <th scope="col" className="py-2 font-semibold">
                Ratio
              </th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST_PAIRS.map((pair) => (
              <tr key={`${pair.foreground}/${pair.background}`} className="border-t border-border">
                <td className="py-2 pr-4">
                  <code>--{pair.foreground}</code> on <code>--{pair.background}</code>
                </td>
                <td className="py-2 pr-4">
                  <PairSample pair={pair} />
                </td>
                <td className="py-2">
                  <Verdict
                    ratio={ratioOf(readToken(pair.foreground), readToken(pair.background))}
                    min={MIN_CONTRAST[pair.kind]}
                  />
                </td>
              </tr>
            ))}
            {gradientStops(readToken(GRADIENT_CHECKS.fill.gradient)).map((stop) => (
              <tr key={`fill-${stop}`} className="border-t border-border">
                <td className="py-2 pr-4">
                  <code>--{GRADIENT_CHECKS.fill.foreground}</code> on{" "}
                  <code>--{GRADIENT_CHECKS.fill.gradient}</code> stop {stop}
                </td>
                <td className="py-2 pr-4">
                  <Badge variant="brand">Most popular</Badge>
                </td>
                <td className="py-2">
                  <Verdict
                    ratio={ratioOf(readToken(GRADIENT_CHECKS.fill.foreground), stop)}
                    min={MIN_CONTRAST.text}
                  />
                </td>
              </tr>
            ))}
            {gradientStops(readToken(GRADIENT_CHECKS.text.gradient)).map((stop) => (
              <tr key={`text-${stop}`} className="border-t border-border">
                <td className="py-2 pr-4">
                  <code>--{GRADIENT_CHECKS.text.gradient}</code> stop {stop} on{" "}
                  <code>--background</code>
                </td>
                <td className="py-2 pr-4">
                  <span className="bg-brand-text bg-clip-text font-bold text-transparent">
                    NovaLine
                  </span>
                </td>
                <td className="py-2">
                  <Verdict ratio={ratioOf(stop, readToken("background"))} min={MIN_CONTRAST.text} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: "Foundations/Colors",
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** All colour tokens of the current theme and the contrast of every pair the components use. */
export const Colors: Story = { render: () => <ColorsPage /> };
