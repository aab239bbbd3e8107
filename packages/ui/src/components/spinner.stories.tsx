import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner.js";

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  args: { label: "Loading" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const FullHeightLoading: Story = {
  name: "Page loading message",
  render: () => (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={null} size="lg" className="text-primary" />
      <p>Loading...</p>
    </div>
  ),
};
