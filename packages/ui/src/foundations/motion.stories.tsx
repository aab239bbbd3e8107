import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../components/button.js";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.js";
import css from "../styles.css?raw";
import { parseThemeVariables } from "./tokens.js";

const variables = Object.entries(parseThemeVariables(css));
const durations = variables.filter(([name]) => name.startsWith("duration-"));
const easings = variables.filter(([name]) => name.startsWith("ease-"));
const animations = variables.filter(([name]) => name.startsWith("animate-"));

// Class names are written out in full so Tailwind generates them.
const demos = [
  {
    token: "duration-fast",
    className: "duration-(--duration-fast)",
    use: "Hover and press feedback",
  },
  {
    token: "duration-normal",
    className: "duration-(--duration-normal)",
    use: "Cards, menus, tabs",
  },
  {
    token: "duration-slow",
    className: "duration-(--duration-slow)",
    use: "Dialogs, sheets, accordions",
  },
] as const;

const LOOP_MS = 1200;

function MotionDemo() {
  const reduceMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  // Until the visitor chooses, reduced motion means paused.
  const isPaused = paused ?? reduceMotion;

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setInterval(() => {
      setExpanded((value) => !value);
    }, LOOP_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [isPaused]);

  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Each bar grows and shrinks with its duration and <code>--ease-out-expo</code>, every{" "}
          {LOOP_MS / 1000} s.
          {reduceMotion &&
            " Your system asks for reduced motion, so the demo starts paused and moves instantly."}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setPaused(!isPaused);
          }}
        >
          {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {isPaused ? "Play animation" : "Pause animation"}
        </Button>
      </div>
      {demos.map(({ token, className, use }) => (
        <div key={token} className="grid gap-2 sm:grid-cols-[14rem_1fr] sm:items-center sm:gap-6">
          <div className="grid text-sm">
            <code className="font-semibold">--{token}</code>
            <span className="text-muted-foreground">{use}</span>
          </div>
          <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
            <div
              data-state={expanded ? "open" : "closed"}
              className={`h-full origin-left rounded-full bg-primary transition-transform ease-out-expo ${className} ${expanded ? "scale-x-100" : "scale-x-10"}`}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

function TokenTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <table className="w-full max-w-3xl text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} className="border-t border-border">
            <th scope="row" className="py-2 pr-4 font-normal">
              <code className="font-semibold">--{name}</code>
            </th>
            <td className="py-2 text-muted-foreground">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MotionPage() {
  return (
    <div className="grid gap-10">
      <section className="grid gap-4" aria-labelledby="motion">
        <h2 id="motion" className="text-2xl font-bold tracking-tight">
          Motion
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Durations are tokens, used as <code>duration-(--duration-fast)</code>. Every animation
          honours <code>prefers-reduced-motion</code>, and anything that moves for more than 5 s has
          a pause control.
        </p>
        <MotionDemo />
      </section>
      <TokenTable caption="Durations" rows={durations} />
      <TokenTable caption="Easing" rows={easings} />
      <TokenTable caption="Animations" rows={animations} />
    </div>
  );
}

const meta = {
  title: "Foundations/Motion",
  tags: ["autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Duration, easing and animation tokens, with a pausable demo that respects reduced motion. */
export const Motion: Story = { render: () => <MotionPage /> };
