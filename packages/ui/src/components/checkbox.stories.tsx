import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Checkbox } from "./checkbox.js";
import { Label } from "./label.js";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { id: "consent" },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Email me the ROI report</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: "indeterminate" } };

export const Invalid: Story = { args: { "aria-invalid": true } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const SelectAll: Story = {
  render: function SelectAllStory() {
    const channels = ["WhatsApp", "Website chat", "Instagram", "Messenger"];
    const [chosen, setChosen] = useState<string[]>(["WhatsApp"]);
    const all =
      chosen.length === channels.length ? true : chosen.length === 0 ? false : "indeterminate";
    return (
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Channels the AI answers</legend>
        <div className="flex items-center gap-3">
          <Checkbox
            id="all-channels"
            checked={all}
            onCheckedChange={(checked) => {
              setChosen(checked === true ? channels : []);
            }}
          />
          <Label htmlFor="all-channels">All channels</Label>
        </div>
        {channels.map((channel) => (
          <div key={channel} className="flex items-center gap-3 pl-8">
            <Checkbox
              id={channel}
              checked={chosen.includes(channel)}
              onCheckedChange={(checked) => {
                setChosen((current) =>
                  checked === true ? [...current, channel] : current.filter((c) => c !== channel),
                );
              }}
            />
            <Label htmlFor={channel}>{channel}</Label>
          </div>
        ))}
      </fieldset>
    );
  },
};
