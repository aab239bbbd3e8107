import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScrollProgress } from "./scroll-progress.js";

const sections = [
  {
    title: "Why clinics miss 1 in 3 calls",
    text: "Front desks juggle patients in the room, phones ringing and insurance questions. After 6 pm every call goes to voicemail — and most callers never leave one.",
  },
  {
    title: "What an AI voice agent does differently",
    text: "It answers every call in under a second, day and night, books appointments straight into your calendar and hands urgent calls to your team.",
  },
  {
    title: "The numbers after 45 days",
    text: "Clients see on average 28% more leads, 85% faster responses and 160+ hours saved every month.",
  },
  {
    title: "How to go live in 24 hours",
    text: "We import your FAQs, connect your calendar and CRM, and forward your number. No new hardware, no long contracts.",
  },
] as const;

const meta = {
  title: "Components/ScrollProgress",
  component: ScrollProgress,
  tags: ["autodocs"],
  parameters: {
    docs: { story: { inline: false, iframeHeight: 400 } },
  },
  render: (args) => (
    <>
      <ScrollProgress {...args} />
      <article className="mx-auto flex max-w-2xl flex-col gap-24 py-12">
        <p className="text-muted-foreground">Scroll down: the bar at the top fills up.</p>
        {sections.map((section) => (
          <section key={section.title} className="min-h-[80vh]">
            <h2 className="text-2xl font-bold">{section.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{section.text}</p>
          </section>
        ))}
      </article>
    </>
  ),
} satisfies Meta<typeof ScrollProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingProgress: Story = {};

export const Thicker: Story = { args: { className: "h-1.5", label: "Article progress" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
