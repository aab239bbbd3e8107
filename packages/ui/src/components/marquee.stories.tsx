import type { Meta, StoryObj } from "@storybook/react-vite";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Marquee } from "./marquee.js";

const claims = [
  "Save Upto $10K Within 45 Days",
  "Scale Your Business 3x Faster",
  "Never Miss Any Call Again",
  "24/7 AI-Powered Support Squad",
] as const;

function Claim({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-5 py-2.5 text-lg font-semibold whitespace-nowrap text-card-foreground shadow-card">
      <Sparkles aria-hidden="true" className="size-5 text-accent" />
      {children}
    </span>
  );
}

const items = claims.map((claim) => <Claim key={claim}>{claim}</Claim>);

const meta = {
  title: "Components/Marquee",
  component: Marquee,
  tags: ["autodocs"],
  args: { label: "Why NovaLine", children: items, reverse: false, repeat: 2 },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "25 s per loop (35 s below 768 px). Hover or focus pauses it; the button pauses it for good. With reduced motion it stands still and the items wrap.",
      },
    },
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Reverse: Story = { args: { reverse: true } };

export const Paused: Story = { args: { defaultPaused: true } };

/** The home-page banner: two rows scrolling in opposite directions, each with its own control. */
export const TwoRows: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4 py-6">
      <Marquee {...args} label="Why NovaLine, row 1" />
      <Marquee {...args} label="Why NovaLine, row 2" reverse>
        {[...items].reverse()}
      </Marquee>
    </div>
  ),
};

/** Both rows controlled by one Pause button: the second row hides its own. */
export const OneControlForTwoRows: Story = {
  render: function Render(args) {
    const [paused, setPaused] = useState(false);
    return (
      <div className="flex flex-col gap-4 py-6">
        <Marquee {...args} paused={paused} onPausedChange={setPaused} />
        <Marquee
          {...args}
          label="Why NovaLine, continued"
          reverse
          paused={paused}
          showControl={false}
        >
          {[...items].reverse()}
        </Marquee>
      </div>
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: TwoRows.render,
};
