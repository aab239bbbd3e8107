import type { Meta, StoryObj } from "@storybook/react-vite";
import { StarRating } from "./star-rating.js";

const meta = {
  title: "Components/StarRating",
  component: StarRating,
  tags: ["autodocs"],
  args: { value: 5 },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 5, step: 1 } },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {};

export const ThreeStars: Story = { args: { value: 3 } };

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <StarRating {...args} size="sm" />
      <StarRating {...args} size="md" />
      <StarRating {...args} size="lg" />
    </div>
  ),
};

/** As on a testimonial card. */
export const InTestimonial: Story = {
  render: (args) => (
    <figure className="grid max-w-md gap-3 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-card">
      <StarRating {...args} size="sm" />
      <blockquote className="text-sm">
        “Our front desk used to miss a third of calls after 5 pm. The AI receptionist now books
        them, and we recovered $9,800 in the first 45 days.”
      </blockquote>
      <figcaption className="text-sm text-muted-foreground">
        Dr. Priya Shah, Bright Smile Dental
      </figcaption>
    </figure>
  ),
};
