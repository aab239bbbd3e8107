import type { Meta, StoryObj } from "@storybook/react-vite";
import css from "../styles.css?raw";
import { readToken, useDocumentThemeClass } from "./live-tokens.js";
import { parseThemeVariables } from "./tokens.js";

const variables = parseThemeVariables(css);

// Class names are written out in full so Tailwind generates them.
const radii = [
  { utility: "rounded-sm", token: "radius-sm", use: "Small controls" },
  { utility: "rounded-md", token: "radius-md", use: "Badges, inputs" },
  { utility: "rounded-lg", token: "radius-lg", use: "Menus, skeletons" },
  { utility: "rounded-xl", token: "radius-xl", use: "Swatches, icon tiles" },
  { utility: "rounded-2xl", token: "radius-2xl", use: "Cards, stat tiles" },
  { utility: "rounded-full", token: undefined, use: "Buttons, pills, avatars" },
] as const;

const shadows = [
  { utility: "shadow-card", token: "shadow-card", use: "Resting cards" },
  { utility: "shadow-elevated", token: "shadow-elevated", use: "Hovered cards, floating panels" },
  { utility: "shadow-glow", token: "shadow-glow", use: "Primary button, highlighted card" },
] as const;

const gradients = [
  { utility: "bg-brand", token: "gradient-brand", use: "Primary button, brand badge, progress" },
  { utility: "bg-aurora", token: "gradient-aurora", use: "Behind heroes and feature bands" },
  { utility: "bg-glow", token: "gradient-glow", use: "Highlighted card, spotlight" },
  { utility: "bg-card bg-sheen", token: "gradient-sheen", use: "Every card's surface" },
] as const;

function RadiiShadowsPage() {
  const themeClass = useDocumentThemeClass();
  return (
    <div className="grid gap-10">
      <section className="grid gap-4" aria-labelledby="radii">
        <h2 id="radii" className="text-2xl font-bold tracking-tight">
          Radii
        </h2>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-6">
          {radii.map(({ utility, token, use }) => (
            <figure key={utility} className="grid gap-2">
              <div
                aria-hidden="true"
                className={`h-24 border-2 border-primary bg-secondary ${utility}`}
              />
              <figcaption className="grid text-sm">
                <code className="font-semibold">{utility}</code>
                <span className="text-muted-foreground">
                  {token ? `--${token}: ${variables[token] ?? "?"}` : "9999px"}
                </span>
                <span className="text-muted-foreground">{use}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="shadows">
        <h2 id="shadows" className="text-2xl font-bold tracking-tight">
          Shadows
        </h2>
        <div className="grid gap-8 sm:grid-cols-3">
          {shadows.map(({ utility, token, use }) => (
            <figure key={`${utility}-${themeClass}`} className="grid gap-3">
              <div
                aria-hidden="true"
                className={`h-28 rounded-2xl border border-border bg-card ${utility}`}
              />
              <figcaption className="grid text-sm">
                <code className="font-semibold">{utility}</code>
                <span className="break-all text-muted-foreground">
                  --{token}: {readToken(token)}
                </span>
                <span className="text-muted-foreground">{use}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="gradients">
        <h2 id="gradients" className="text-2xl font-bold tracking-tight">
          Gradients
        </h2>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {gradients.map(({ utility, token, use }) => (
            <figure key={`${utility}-${themeClass}`} className="grid gap-3">
              <div
                aria-hidden="true"
                className={`h-28 rounded-2xl border border-border ${utility}`}
              />
              <figcaption className="grid text-sm">
                <code className="font-semibold">{utility}</code>
                <span className="text-muted-foreground">--{token}</span>
                <span className="text-muted-foreground">{use}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: "Foundations/Radii & Shadows",
  tags: ["autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Corner radii, elevation shadows and gradients (shadows and gradients differ per theme). */
export const RadiiAndShadows: Story = {
  name: "Radii & Shadows",
  render: () => <RadiiShadowsPage />,
};
