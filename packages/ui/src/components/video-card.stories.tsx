import type { Meta, StoryObj } from "@storybook/react-vite";
import { Star } from "lucide-react";
import { VideoCard } from "./video-card.js";

// A short generated clip served by Storybook (.storybook/static), standing in for a client's
// testimonial video, so the stories work offline and hotlink nothing.
const sampleVideo = "/sample-testimonial.mp4";

/** An inline poster (4:5), so the story needs no image files. */
const poster = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="800" height="1000" fill="url(#g)"/><circle cx="400" cy="420" r="150" fill="#ffffff" fill-opacity="0.18"/><text x="400" y="470" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="150" font-weight="700" fill="#ffffff">P</text></svg>`,
)}`;

function Rating() {
  return (
    <span className="flex gap-0.5 text-star" role="img" aria-label="Rated 5 out of 5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}

const meta = {
  title: "Components/VideoCard",
  component: VideoCard,
  tags: ["autodocs"],
  args: {
    src: sampleVideo,
    poster: { src: poster, alt: "Dr. Priya Patel smiling at the reception of her dental clinic" },
    title: "Dr. Patel on 31 new patients in her first month",
    className: "max-w-sm",
    loop: true,
    children: (
      <>
        <span className="text-sm text-muted-foreground">Dentist, Bright Smile Dental</span>
        <Rating />
      </>
    ),
  },
  argTypes: { children: { control: false }, transcript: { control: "text" } },
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays muted once half of it is in view; "Tap to unmute" plays it with sound from the start. */
export const Testimonial: Story = {};

export const WithTranscript: Story = {
  args: {
    transcript:
      "We used to lose every call after 6 pm. Since the AI Caller went live it answers them all and books patients straight into our calendar — 31 new patients in the first month, without hiring anyone.",
  },
};

/**
 * When the video cannot load, the poster image and its alt text take its place, also when it
 * failed before the page hydrated (a prerendered page on a slow connection).
 */
export const VideoFails: Story = { args: { src: "/videos/missing-testimonial.mp4" } };

export const NoAutoplay: Story = { args: { autoPlay: false } };

export const CustomUnmuteLabel: Story = { args: { unmuteLabel: "Tap for sound" } };

export const Landscape: Story = {
  args: {
    aspectRatio: "16/9",
    className: "max-w-2xl",
    title: "How Sofia's salon fills cancellations",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
