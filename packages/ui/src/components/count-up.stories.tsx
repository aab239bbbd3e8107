import type { Meta, StoryObj } from "@storybook/react-vite";
import { CountUp } from "./count-up.js";

const meta = {
  title: "Components/CountUp",
  component: CountUp,
  tags: ["autodocs"],
  args: { value: 97, suffix: "%", className: "text-5xl font-bold" },
  argTypes: { format: { control: false } },
} satisfies Meta<typeof CountUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {};

export const Currency: Story = { args: { value: 10000, prefix: "$", suffix: "+" } };

export const Decimals: Story = { args: { value: 0.1, decimals: 1, suffix: "s" } };

export const CustomFormat: Story = {
  args: { value: 160, suffix: undefined, format: (value) => `${Math.round(value)} hours+` },
};

export const Slow: Story = { args: { durationMs: 4000 } };

/** The AI Caller page's impact figures, counting when they scroll into view. */
export const ImpactFigures: Story = {
  render: () => (
    <dl className="grid max-w-3xl grid-cols-2 gap-4 md:grid-cols-4">
      {[
        { label: "calls answered", node: <CountUp value={98} suffix="%" /> },
        { label: "more bookings", node: <CountUp value={37} prefix="+" suffix="%" /> },
        { label: "missed calls", node: <CountUp value={-85} suffix="%" /> },
        { label: "average rating", node: <CountUp value={4.9} decimals={1} /> },
      ].map(({ label, node }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-2xl bg-card p-5 text-center shadow-card"
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-4xl font-bold text-primary">{node}</dd>
        </div>
      ))}
    </dl>
  ),
};
