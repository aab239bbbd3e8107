import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLayoutEffect, useRef, useState } from "react";
import css from "../styles.css?raw";
import { useDocumentThemeClass } from "./live-tokens.js";
import { parseThemeVariables } from "./tokens.js";

const fonts = Object.entries(parseThemeVariables(css)).filter(([name]) => name.startsWith("font-"));

// Class names are written out in full so Tailwind generates them.
const scale = [
  {
    utility: "text-display",
    weight: "font-bold",
    sample: "Recover up to $10k in Lost Revenue",
    role: "Hero headline",
  },
  {
    utility: "text-6xl",
    weight: "font-bold",
    sample: "Real Results, Real Impact",
    role: "Page title",
  },
  {
    utility: "text-5xl",
    weight: "font-bold",
    sample: "Never Miss Any Call Again",
    role: "Page title (tablet)",
  },
  {
    utility: "text-4xl",
    weight: "font-bold",
    sample: "See AI Caller in Action",
    role: "Section title",
  },
  {
    utility: "text-3xl",
    weight: "font-bold",
    sample: "What Our Clients Say",
    role: "Section title (mobile)",
  },
  {
    utility: "text-2xl",
    weight: "font-semibold",
    sample: "AI Voice Agent",
    role: "Card title (large)",
  },
  {
    utility: "text-xl",
    weight: "font-semibold",
    sample: "24/7 intelligent call handling",
    role: "Lead paragraph",
  },
  {
    utility: "text-lg",
    weight: "font-normal",
    sample: "Your AI agent answers, qualifies and books while your team sleeps.",
    role: "Intro text",
  },
  {
    utility: "text-base",
    weight: "font-normal",
    sample: "Most clients go live within 24 hours of their first call with us.",
    role: "Body",
  },
  {
    utility: "text-sm",
    weight: "font-normal",
    sample: "No credit card required. Cancel anytime.",
    role: "Secondary text, buttons",
  },
  {
    utility: "text-xs",
    weight: "font-normal",
    sample: "Powered by NovaLine",
    role: "Badges, fine print",
  },
] as const;

function ScaleRow({ utility, weight, sample, role }: (typeof scale)[number]) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [metrics, setMetrics] = useState("");
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setMetrics(`${style.fontSize} / ${style.lineHeight}, ${style.letterSpacing}`);
  }, []);
  return (
    <div className="grid gap-2 border-t border-border py-5 md:grid-cols-[14rem_1fr] md:gap-6">
      <div className="grid content-start gap-0.5 text-sm">
        <code className="font-semibold">{utility}</code>
        <span className="text-muted-foreground">{role}</span>
        <span className="text-muted-foreground tabular-nums">{metrics}</span>
      </div>
      <p ref={ref} className={`${utility} ${weight} font-display text-balance`}>
        {sample}
      </p>
    </div>
  );
}

function TypographyPage() {
  useDocumentThemeClass();
  return (
    <div className="grid gap-10">
      <section className="grid gap-4" aria-labelledby="families">
        <h2 id="families" className="text-2xl font-bold tracking-tight">
          Font families
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          {fonts.map(([name, value]) => (
            <div
              key={name}
              className="rounded-xl border border-border bg-card p-4 text-card-foreground"
            >
              <dt>
                <code className="font-semibold">--{name}</code>
              </dt>
              <dd className="mt-1 text-sm text-muted-foreground">{value}</dd>
              <dd className="mt-3 text-2xl" style={{ fontFamily: `var(--${name})` }}>
                Talk to the AI Live
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="scale">
        <h2 id="scale" className="mb-4 text-2xl font-bold tracking-tight">
          Type scale
        </h2>
        {scale.map((row) => (
          <ScaleRow key={row.utility} {...row} />
        ))}
      </section>

      <section className="grid max-w-2xl gap-3" aria-labelledby="text-colors">
        <h2 id="text-colors" className="text-2xl font-bold tracking-tight">
          Text colours
        </h2>
        <p className="text-foreground">
          <code>text-foreground</code>: headings and body copy.
        </p>
        <p className="text-muted-foreground">
          <code>text-muted-foreground</code>: descriptions, captions and labels.
        </p>
        <p className="text-primary">
          <code>text-primary</code>: links and eyebrows.
        </p>
        <p className="text-accent">
          <code>text-accent</code>: highlights.
        </p>
      </section>
    </div>
  );
}

const meta = {
  title: "Foundations/Typography",
  tags: ["autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Font families and the type scale, with each step's rendered size, line height and tracking. */
export const Typography: Story = { render: () => <TypographyPage /> };
