import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion.js";

const faq = [
  {
    q: "Is the AI Caller HIPAA, PCI DSS and SOC 2 compliant?",
    a: "Yes. Calls and transcripts are encrypted in transit and at rest, and we sign a BAA for clinics and practices that handle patient data.",
  },
  {
    q: "Can I customize the voice and personality?",
    a: "Pick from natural-sounding voices, set the tone (warm, formal, upbeat) and give the agent your own greeting and scripts.",
  },
  {
    q: "Does it integrate with my CRM?",
    a: "It connects to all major CRMs out of the box, and anything else through our API and webhooks.",
  },
  {
    q: "How quickly can we go live?",
    a: "Most clients are live within 24 hours: we import your FAQs, connect your calendar and forward your number.",
  },
] as const;

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  tags: ["autodocs"],
  args: { collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faq.map((item, index) => (
        <AccordionItem key={item.q} value={`faq-${index}`}>
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product-page FAQ: one answer open at a time; clicking the open question closes it. */
export const Faq: Story = {};

export const FirstOpen: Story = { args: { defaultValue: "faq-0" } };

/** `collapsible={false}`: once opened, one answer always stays open. */
export const AlwaysOneOpen: Story = { args: { defaultValue: "faq-0", collapsible: false } };

export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={["faq-0", "faq-2"]} className="max-w-2xl">
      {faq.map((item, index) => (
        <AccordionItem key={item.q} value={`faq-${index}`}>
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};

export const InCards: Story = {
  render: (args) => (
    <Accordion {...args} className="flex max-w-2xl flex-col gap-3">
      {faq.map((item, index) => (
        <AccordionItem
          key={item.q}
          value={`faq-${index}`}
          className="rounded-2xl border bg-card px-5 shadow-card last:border-b"
        >
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};
