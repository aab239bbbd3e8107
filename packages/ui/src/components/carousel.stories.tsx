import type { Meta, StoryObj } from "@storybook/react-vite";
import { Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Carousel } from "./carousel.js";

const testimonials = [
  {
    name: "Dr. Priya Patel",
    industry: "Dental clinic",
    text: "We used to lose every call after 6 pm. Now the AI Caller books them straight into our calendar — 31 new patients in the first month.",
  },
  {
    name: "Sofia Marquez",
    industry: "Beauty salon",
    text: "Bookings are up 37% and my stylists never have to pick up the phone mid-appointment.",
  },
  {
    name: "Marcus Reed",
    industry: "Real estate",
    text: "It qualifies every buyer lead before I call back, so I only spend time on people ready to view.",
  },
  {
    name: "Lena Okafor",
    industry: "Physiotherapy practice",
    text: "Our front desk finally has time for the patients in the room. Missed calls are down 85%.",
  },
] as const;

const moreTestimonials = [
  {
    name: "Tomás Silva",
    industry: "HVAC services",
    text: "Emergency calls at 2 am get triaged and booked. My technicians wake up to a schedule, not voicemail.",
  },
  {
    name: "Aisha Rahman",
    industry: "Law firm",
    text: "Every new enquiry is screened for the right practice area before it reaches an attorney.",
  },
] as const;

interface Testimonial {
  name: string;
  industry: string;
  text: string;
}

function TestimonialCard({ name, industry, text }: Testimonial) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-card">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-brand text-lg font-semibold text-brand-foreground"
        >
          {name.replace("Dr. ", "").charAt(0)}
        </span>
        <figcaption>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm text-muted-foreground">{industry}</span>
        </figcaption>
      </div>
      <p className="flex gap-0.5 text-star" role="img" aria-label="5 out of 5 stars">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </p>
      <blockquote className="text-lg leading-relaxed">“{text}”</blockquote>
    </figure>
  );
}

const meta = {
  title: "Components/Carousel",
  component: Carousel,
  tags: ["autodocs"],
  args: {
    label: "What our clients say",
    className: "max-w-xl",
    children: testimonials.map((testimonial) => (
      <TestimonialCard key={testimonial.name} {...testimonial} />
    )),
  },
  argTypes: { children: { control: false }, autoPlay: { control: "number" } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product pages' "What our clients say": previous/next wrap around; arrows work when focused. */
export const Testimonials: Story = {};

/** Rotates every 6 s with a Pause button; pauses on hover, stops on focus and for reduced motion. */
export const AutoPlay: Story = { args: { autoPlay: 6000 } };

export const StartsOnLastSlide: Story = { args: { defaultIndex: 3 } };

export const Controlled: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    return (
      <div className="flex flex-col gap-3">
        <Carousel {...args} index={index} onIndexChange={setIndex} />
        <p className="text-sm text-muted-foreground">
          Showing review {index + 1} of {testimonials.length}
        </p>
      </div>
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

/**
 * Testimonial cards side by side: one on phones, two from 768 px, three from 1024 px. Previous/Next
 * move by one card, there is a dot per position, and the cards can be dragged or swiped.
 */
export const SeveralPerView: Story = {
  args: {
    className: "max-w-6xl",
    perView: { base: 1, md: 2, lg: 3 },
    children: [...testimonials, ...moreTestimonials].map((testimonial) => (
      <TestimonialCard key={testimonial.name} {...testimonial} />
    )),
  },
};

/** A `ref` reaches the carousel's region (here to show its name); focus still follows the slides. */
export const WithRef: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLElement>(null);
    const [target, setTarget] = useState("nothing yet");
    useEffect(() => {
      const region = ref.current;
      if (region) {
        setTarget(`<${region.tagName.toLowerCase()}> “${region.getAttribute("aria-label") ?? ""}”`);
      }
    }, []);
    return (
      <div className="flex flex-col gap-3">
        <Carousel {...args} ref={ref} />
        <p className="text-sm text-muted-foreground" data-testid="ref-target">
          The ref points to: {target}
        </p>
      </div>
    );
  },
};
