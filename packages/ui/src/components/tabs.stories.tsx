import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Banknote,
  BedDouble,
  Car,
  GraduationCap,
  HeartPulse,
  House,
  Scissors,
  ShoppingCart,
  Truck,
} from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.js";

const industries = [
  {
    key: "health",
    label: "Healthcare",
    icon: HeartPulse,
    scenarios: [
      "Answers patient calls 24/7 and books appointments straight into your calendar.",
      "Sends reminders and reschedules no-shows without tying up the front desk.",
      "Handles insurance and opening-hours questions in seconds.",
    ],
  },
  {
    key: "beauty",
    label: "Beauty & Salons",
    icon: Scissors,
    scenarios: [
      "Books cuts, colour and treatments while your stylists keep working.",
      "Fills last-minute cancellations from the waiting list.",
      "Upsells add-on services on every booking call.",
    ],
  },
  {
    key: "banking",
    label: "Banking & Finance",
    icon: Banknote,
    scenarios: [
      "Answers balance, card and branch questions instantly.",
      "Qualifies loan enquiries before a human advisor calls back.",
      "Routes fraud reports to the right team immediately.",
    ],
  },
  {
    key: "realestate",
    label: "Real Estate",
    icon: House,
    scenarios: [
      "Captures buyer enquiries from listings at any hour.",
      "Schedules viewings around your agents' calendars.",
      "Pre-qualifies budgets and timelines on the first call.",
    ],
  },
  {
    key: "hospitality",
    label: "Hospitality",
    icon: BedDouble,
    scenarios: [
      "Takes room and table reservations around the clock.",
      "Answers check-in, parking and amenity questions.",
      "Handles special requests and passes them to your staff.",
    ],
  },
  {
    key: "education",
    label: "Education",
    icon: GraduationCap,
    scenarios: [
      "Answers admissions questions from prospective students.",
      "Books campus tours and open-day places.",
      "Reminds students of deadlines and fees.",
    ],
  },
  {
    key: "automotive",
    label: "Automotive",
    icon: Car,
    scenarios: [
      "Books service appointments and MOT slots.",
      "Answers stock and test-drive questions for the showroom.",
      "Follows up on quotes the same day.",
    ],
  },
  {
    key: "ecommerce",
    label: "E-commerce",
    icon: ShoppingCart,
    scenarios: [
      "Tracks orders and explains delivery times.",
      "Handles returns and exchanges without a ticket queue.",
      "Recommends products from your catalogue.",
    ],
  },
  {
    key: "logistics",
    label: "Logistics",
    icon: Truck,
    scenarios: [
      "Gives drivers and customers live delivery updates.",
      "Reschedules missed deliveries on the spot.",
      "Logs damage reports with photos and references.",
    ],
  },
] as const;

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { defaultValue: "health", orientation: "horizontal" },
  argTypes: {
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    activationMode: { control: "inline-radio", options: ["automatic", "manual"] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Industries">
        {industries.map(({ key, label, icon: Icon }) => (
          <TabsTrigger key={key} value={key}>
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {industries.map(({ key, label, scenarios }) => (
        <TabsContent key={key} value={key} className="rounded-2xl bg-card p-6 shadow-card">
          <h3 className="text-lg font-semibold">AI Caller for {label}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
            {scenarios.map((scenario) => (
              <li key={scenario}>{scenario}</li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nine industry tabs of the product pages; on a phone the row scrolls sideways. */
export const Industries: Story = {};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Vertical: Story = { args: { orientation: "vertical" } };

/** Wrapping layout: the pills flow onto further rows instead of scrolling. */
export const Wrapped: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Industries" layout="wrap">
        {industries.map(({ key, label }) => (
          <TabsTrigger key={key} value={key}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {industries.map(({ key, scenarios }) => (
        <TabsContent key={key} value={key}>
          <p className="text-muted-foreground">{scenarios[0]}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="caller">
      <TabsList aria-label="Product">
        <TabsTrigger value="caller">AI Caller</TabsTrigger>
        <TabsTrigger value="chatbot">AI Chatbot</TabsTrigger>
        <TabsTrigger value="email" disabled>
          AI Email (soon)
        </TabsTrigger>
      </TabsList>
      <TabsContent value="caller">Answers every call in under a second.</TabsContent>
      <TabsContent value="chatbot">
        Replies on WhatsApp, web chat, Instagram and Messenger.
      </TabsContent>
      <TabsContent value="email">Coming soon.</TabsContent>
    </Tabs>
  ),
};
