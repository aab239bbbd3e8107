import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionHeading } from "./section-heading.js";

const meta = {
  title: "Components/SectionHeading",
  component: SectionHeading,
  tags: ["autodocs"],
  args: {
    eyebrow: "How It Works",
    title: "From missed call to booked appointment",
    description:
      "Your AI agent answers every call, qualifies the lead and books it straight into your calendar.",
  },
  argTypes: {
    align: { control: "inline-radio", options: ["left", "center"] },
    as: { control: "inline-radio", options: ["h2", "h3"] },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Centered: Story = { args: { align: "center" } };

export const WithGradientHighlight: Story = {
  args: {
    eyebrow: "AI Caller Impact",
    title: (
      <>
        Real Results,{" "}
        <span className="bg-brand-text bg-clip-text text-transparent">Real Impact</span>
      </>
    ),
    description: "Clients see on average 28% growth in leads and 160+ hours saved every month.",
    align: "center",
  },
};

/** A sub-section heading, one level down. */
export const LevelThree: Story = {
  args: {
    as: "h3",
    eyebrow: undefined,
    title: "Supported Channels",
    description: "Phone, WhatsApp and SMS.",
  },
};
