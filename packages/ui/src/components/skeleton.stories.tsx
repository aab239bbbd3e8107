import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.js";

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { className: "h-32 w-full max-w-sm" },
  argTypes: { shape: { control: "inline-radio", options: ["rect", "text", "circle"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shapes: Story = {
  render: () => (
    <div className="flex max-w-md items-center gap-4">
      <Skeleton shape="circle" className="size-12" />
      <Skeleton shape="text" className="w-40" />
      <Skeleton className="h-12 w-24" />
    </div>
  ),
};

/** A testimonial card while it loads; the region says it is busy, the blocks stay hidden from screen readers. */
export const TestimonialLoading: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Loading testimonials"
      className="grid max-w-md gap-4 rounded-2xl border border-border bg-card p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <div className="grid flex-1 gap-2">
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton shape="text" className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton shape="text" />
      <Skeleton shape="text" />
      <Skeleton shape="text" className="w-2/3" />
    </section>
  ),
};
