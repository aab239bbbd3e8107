import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, CalendarCheck, MessageSquareText, PhoneCall } from "lucide-react";
import { Badge } from "../components/badge.js";
import { Button } from "../components/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/card.js";

const services = [
  {
    icon: PhoneCall,
    title: "AI Caller",
    text: "Answers every call in 0.3 s, day and night, and books the visit while the caller is on the line.",
  },
  {
    icon: MessageSquareText,
    title: "AI Chatbot",
    text: "Replies on your site, Instagram and WhatsApp in the customer's language, with your prices and hours.",
  },
  {
    icon: CalendarCheck,
    title: "Auto Scheduling",
    text: "Fills your calendar, sends reminders and refills canceled slots from the waiting list.",
  },
] as const;

/**
 * The tokens together, as a page uses them: the aurora behind a hero, the brand gradient on the
 * main action, cards raised off the page by their sheen and layered shadows (in dark too), one
 * highlighted by the glow. Hover a card: it lifts (only its shadow grows under reduced motion).
 */
function SurfacesPage() {
  return (
    <div className="min-h-screen bg-background bg-aurora px-5 py-10 sm:p-12">
      <div className="mx-auto grid max-w-5xl gap-10">
        <header className="grid max-w-2xl gap-4">
          <Badge variant="brand" className="w-fit">
            NovaLine Live
          </Badge>
          <h1 className="text-4xl font-bold text-balance sm:text-5xl">
            Every call answered. Every lead booked.
          </h1>
          <p className="text-lg text-muted-foreground">
            AI voice agents, chatbots and scheduling for clinics, salons, realtors and every
            business that lives on its phone.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg">
              Book a demo <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline">
              Hear a sample call
            </Button>
          </div>
        </header>
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="grid">
              <Card interactive variant={index === 1 ? "glow" : "default"}>
                <CardHeader>
                  <span className="mb-2 inline-flex size-11 items-center justify-center rounded-xl bg-brand text-brand-foreground shadow-glow">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle as="h2">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{text}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/Surfaces",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Backdrop, action and cards together, in the current theme. */
export const Surfaces: Story = {
  render: () => <SurfacesPage />,
};
