import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Slider } from "./slider.js";

const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
const percent = (value: number) => `${value}%`;

const meta = {
  title: "Components/Slider",
  component: Slider,
  tags: ["autodocs"],
  args: {
    label: "Average value per conversion",
    min: 50,
    max: 2000,
    step: 10,
    defaultValue: 150,
    formatValue: dollars,
    className: "max-w-md",
  },
  argTypes: { formatValue: { control: false }, label: { control: "text" } },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};

export const Percentage: Story = {
  args: { label: "Close rate", min: 5, max: 80, step: 1, defaultValue: 35, formatValue: percent },
};

export const Plain: Story = {
  args: {
    label: "Monthly inquiries",
    min: 50,
    max: 5000,
    step: 50,
    defaultValue: 500,
    formatValue: (value) => value.toLocaleString("en-US"),
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** The ROI calculator's three inputs, controlled, with a live result. */
export const RoiInputs: Story = {
  render: function Render() {
    const [inquiries, setInquiries] = useState(500);
    const [value, setValue] = useState(150);
    const [closeRate, setCloseRate] = useState(35);
    const extraLeads = Math.round(inquiries * 0.28);
    const revenueGain = Math.round(extraLeads * (closeRate / 100)) * value;
    return (
      <form className="flex max-w-md flex-col gap-6" aria-label="ROI calculator">
        <Slider
          label="Monthly inquiries"
          name="inquiries"
          min={50}
          max={5000}
          step={50}
          value={inquiries}
          onValueChange={setInquiries}
        />
        <Slider
          label="Average value per conversion"
          name="averageValue"
          min={50}
          max={2000}
          step={10}
          value={value}
          onValueChange={setValue}
          formatValue={dollars}
        />
        <Slider
          label="Close rate"
          name="closeRate"
          min={5}
          max={80}
          value={closeRate}
          onValueChange={setCloseRate}
          formatValue={percent}
        />
        <p className="rounded-xl bg-secondary p-4 text-secondary-foreground">
          <span className="block text-sm">Extra monthly revenue</span>
          <span className="text-2xl font-bold">{dollars(revenueGain)}</span>
        </p>
      </form>
    );
  },
};
