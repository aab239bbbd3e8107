import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoLogoSources, demoLogoSrc } from "../foundations/demo-logo.js";
import { Logo } from "./logo.js";

const meta = {
  title: "Components/Logo",
  component: Logo,
  tags: ["autodocs"],
  args: { alt: "NovaLine", sources: [demoLogoSrc], size: 40 },
  argTypes: { size: { control: { type: "range", min: 16, max: 96, step: 4 } } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The first two images are missing, so the logo falls back to the third. In an app the chain
 * is `/logo.webp` → `/logo.png` → `/favicon.ico`.
 */
export const FallbackChain: Story = { args: { sources: [...demoLogoSources] } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      <Logo {...args} size={24} />
      <Logo {...args} size={32} />
      <Logo {...args} size={48} />
      <Logo {...args} size={64} />
    </div>
  ),
};
