import type { Meta, StoryObj } from "@storybook/react-vite";
import { Clock, Globe, Target, Zap } from "lucide-react";
import { StatTile } from "./stat-tile.js";

const meta = {
  title: "Components/StatTile",
  component: StatTile,
  tags: ["autodocs"],
  args: { value: "97%", label: "Accuracy rate" },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "plain"] },
    align: { control: "inline-radio", options: ["start", "center"] },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIconAndDescription: Story = {
  args: {
    value: "60%",
    label: "Cost Reduction",
    icon: <Target />,
    description: "Average saving on front-desk costs across our clinic clients.",
  },
};

/** The home page stats strip. */
export const StatsStrip: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile align="center" icon={<Target />} value="97%" label="Accuracy rate" />
      <StatTile align="center" icon={<Clock />} value="24/7" label="Availability" />
      <StatTile align="center" icon={<Zap />} value="0.1s" label="Response time" />
      <StatTile align="center" icon={<Globe />} value="Multi" label="Languages" />
    </div>
  ),
};

/** Without the card surface, e.g. inside a hero. */
export const Plain: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8">
      <StatTile variant="plain" value="100%" label="Success Rate" />
      <StatTile variant="plain" value="10x" label="Faster Response" />
      <StatTile variant="plain" value="60%" label="Cost Reduction" />
    </div>
  ),
};
