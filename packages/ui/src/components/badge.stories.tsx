import type { Meta, StoryObj } from "@storybook/react-vite";
import { CheckCircle2, Sparkles } from "lucide-react";
import { Badge, Pill } from "./badge.js";

const meta = {
  title: "Components/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Live" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["default", "secondary", "success", "danger", "outline", "brand"],
    },
    shape: { control: "inline-radio", options: ["rounded", "pill"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Badge {...args} variant="default">
        New
      </Badge>
      <Badge {...args} variant="secondary">
        AI Chatbot
      </Badge>
      <Badge {...args} variant="success">
        Call answered
      </Badge>
      <Badge {...args} variant="danger">
        Missed call
      </Badge>
      <Badge {...args} variant="outline">
        Healthcare
      </Badge>
      <Badge {...args} variant="brand">
        Most popular
      </Badge>
    </div>
  ),
};

/** `shape="pill"` (or `<Pill>`) for hero badges and testimonial highlights. */
export const Pills: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Pill variant="brand">
        <Sparkles aria-hidden="true" /> Trusted by Industry Leaders
      </Pill>
      <Pill variant="secondary">40+ hours saved</Pill>
      <Pill variant="success">
        <CheckCircle2 aria-hidden="true" /> $12,400 recovered
      </Pill>
      <Pill variant="outline">Real estate</Pill>
    </div>
  ),
};

export const AsLink: Story = {
  render: (args) => (
    <Badge {...args} asChild variant="outline" shape="pill">
      <a href="#ai-caller">New: AI Caller →</a>
    </Badge>
  ),
};
