import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "./input.js";
import { Label } from "./label.js";

const narrow: Decorator = (Story) => (
  <div className="max-w-sm">
    <Story />
  </div>
);

const meta = {
  title: "Components/Input",
  component: Input,
  tags: ["autodocs"],
  args: { "aria-label": "Work email", type: "email", placeholder: "you@clinic.com" },
  argTypes: {
    type: {
      control: "select",
      options: ["text", "email", "tel", "url", "number", "password", "search"],
    },
  },
  decorators: [narrow],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: "dr.lee@brightsmile.com" } };

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "dr.lee@brightsmile" },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "staff@novaline.ai" } };

export const Types: Story = {
  render: () => (
    <div className="grid gap-4">
      {(
        [
          ["Business name", "text", "Bright Smile Dental"],
          ["Work email", "email", "you@clinic.com"],
          ["Phone", "tel", "+1 555 010 2030"],
          ["Website", "url", "https://brightsmile.com"],
          ["Monthly inquiries", "number", "200"],
          ["Password", "password", ""],
          ["Search the blog", "search", "AI receptionist"],
        ] as const
      ).map(([label, type, placeholder]) => (
        <div key={type} className="grid gap-2">
          <Label htmlFor={`input-${type}`}>{label}</Label>
          <Input id={`input-${type}`} type={type} placeholder={placeholder} />
        </div>
      ))}
    </div>
  ),
};
