import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Textarea } from "./textarea.js";

const narrow: Decorator = (Story) => (
  <div className="max-w-md">
    <Story />
  </div>
);

const meta = {
  title: "Components/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  args: {
    "aria-label": "Message",
    placeholder: "Tell us about your call volume and opening hours",
  },
  decorators: [narrow],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCharacterCount: Story = {
  args: {
    maxLength: 280,
    defaultValue:
      "We miss about 30 calls a week after 5 pm. Can the AI caller book cleanings into our calendar?",
  },
};

export const AtTheLimit: Story = {
  args: { maxLength: 40, defaultValue: "Please call me back tomorrow at 10 am." },
};

export const Invalid: Story = { args: { "aria-invalid": true, maxLength: 500 } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Inquiry sent on 12 March." },
};
