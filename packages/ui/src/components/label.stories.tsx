import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "./input.js";
import { Label } from "./label.js";

const meta = {
  title: "Components/Label",
  component: Label,
  tags: ["autodocs"],
  args: { children: "Clinic name", htmlFor: "clinic-name" },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="clinic-name" placeholder="Bright Smile Dental" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };
