import type { Meta, StoryObj } from "@storybook/react-vite";
import { Label } from "./label.js";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
} from "./select.js";

const meta = {
  title: "Components/Select",
  component: Select,
  tags: ["autodocs"],
  args: { name: "industry" },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 420 },
      // No story loads open: an open listbox hides the page behind it from assistive technology,
      // which axe checks of a story at rest flag. Click or press Enter on the trigger to open it.
      description: { component: "Open the list with a click, Enter, Space or the arrow keys." },
    },
  },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="industry">Industry</Label>
      <Select {...args}>
        <SelectTrigger id="industry" placeholder="Choose your industry" />
        <SelectContent>
          <SelectItem value="clinics">Clinics</SelectItem>
          <SelectItem value="realtors">Realtors</SelectItem>
          <SelectItem value="salons">Salons</SelectItem>
          <SelectItem value="finance">Finance</SelectItem>
          <SelectItem value="hospitality">Hospitality</SelectItem>
          <SelectItem value="education">Education</SelectItem>
          <SelectItem value="automotive">Automotive</SelectItem>
          <SelectItem value="e-commerce">E-commerce</SelectItem>
          <SelectItem value="logistics">Logistics</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: "clinics" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "salons" } };

export const Grouped: Story = {
  args: { defaultValue: "voice-growth" },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="plan">Plan</Label>
      <Select {...args} name="plan">
        <SelectTrigger id="plan" placeholder="Choose a plan" />
        <SelectContent>
          <SelectGroup>
            <SelectLabel>AI voice agent</SelectLabel>
            <SelectItem value="voice-starter">Starter — pay per use</SelectItem>
            <SelectItem value="voice-growth">Growth — 24/7 coverage</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>AI chat agent</SelectLabel>
            <SelectItem value="chat-starter">Starter</SelectItem>
            <SelectItem value="chat-growth" disabled>
              Growth (waitlist)
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
};
