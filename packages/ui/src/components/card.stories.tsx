import type { Meta, StoryObj } from "@storybook/react-vite";
import { MessageSquare, PhoneCall } from "lucide-react";
import { Badge } from "./badge.js";
import { Button } from "./button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";

const meta = {
  title: "Components/Card",
  component: Card,
  tags: ["autodocs"],
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "glow", "gradient-border"] },
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>AI Voice Agent</CardTitle>
        <CardDescription>24/7 intelligent call handling</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        Answers every call in 0.3 s, books appointments into your calendar and remembers every
        caller.
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary" size="sm">
          <a href="#ai-caller-demo">See it in action</a>
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Glow: Story = { args: { variant: "glow" } };

export const GradientBorder: Story = { args: { variant: "gradient-border" } };

/** Two service cards side by side, one highlighted. */
export const ServiceCards: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
      <Card>
        <CardHeader>
          <PhoneCall aria-hidden="true" className="size-6 text-primary" />
          <CardTitle>AI Voice Agent</CardTitle>
          <CardDescription>Never miss a call again.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          Human-like calls in 50+ languages, day and night.
        </CardContent>
      </Card>
      <Card variant="glow">
        <CardHeader>
          <div className="flex items-center justify-between gap-2">
            <MessageSquare aria-hidden="true" className="size-6 text-primary" />
            <Badge variant="brand" shape="pill">
              Most popular
            </Badge>
          </div>
          <CardTitle>Advanced Chatbot</CardTitle>
          <CardDescription>Instant multi-channel support.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          WhatsApp, website chat, Instagram and Messenger in one inbox.
        </CardContent>
      </Card>
    </div>
  ),
};

/** `asChild` renders the card as another element, here an `<article>` with a level-2 title. */
export const AsArticle: Story = {
  render: () => (
    <Card asChild variant="gradient-border" className="max-w-md">
      <article aria-labelledby="case-study-title">
        <CardHeader>
          <CardTitle as="h2" id="case-study-title">
            Bright Smile Dental
          </CardTitle>
          <CardDescription>Recovered $9,800 in 45 days</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          The AI receptionist now books after-hours calls that used to go to voicemail.
        </CardContent>
      </article>
    </Card>
  ),
};

/** A card that is a link: it lifts and its shadow deepens on hover. */
export const Interactive: Story = {
  args: { interactive: true, asChild: true },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <a href="#ai-caller">
        <CardHeader>
          <CardTitle>AI Caller</CardTitle>
          <CardDescription>See how it answers and books</CardDescription>
        </CardHeader>
      </a>
    </Card>
  ),
};
