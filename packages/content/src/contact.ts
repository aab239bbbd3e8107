import { brand } from "./brand.js";
import { facts } from "./facts.js";
import { contactDetailFields, inquiryFormBasics } from "./inquiry-form-copy.js";
import { atLeast } from "./figures.js";
import { routes } from "./routes.js";
import type { ContactPageContent } from "./types/index.js";

const whatsapp = brand.chat.find((c) => c.channel === "whatsapp");
if (!whatsapp) throw new Error("brand.chat has no WhatsApp link");
const { address } = brand;

/**
 * Copy of the Contact page (/contact) and its form.
 * @public
 */
export const contactPage: ContactPageContent = {
  hero: {
    eyebrow: "Contact",
    title: "Let's Talk About Your Calls and Messages",
    description: `Questions about the AI Caller, chatbots, pricing or a partnership? Send us a message and a real person from the ${brand.name} team will get back to you.`,
  },
  channels: [
    {
      icon: "mail",
      title: "Email",
      description: `Write to us at ${brand.email}. Best for detailed questions, quotes and documents.`,
      link: {
        label: brand.email,
        href: `mailto:${brand.email}`,
        ariaLabel: `Email ${brand.name} at ${brand.email}`,
      },
    },
    {
      icon: "phone",
      title: "Phone",
      description:
        "Call our team in Ahmedabad. Outside office hours our own AI agent answers and books a callback.",
      link: {
        label: brand.phone.display,
        href: brand.phone.href,
        ariaLabel: `Call ${brand.name} on ${brand.phone.display}`,
      },
    },
    {
      icon: "whatsapp",
      title: "WhatsApp",
      description:
        "Message us on WhatsApp for quick questions. Replies in minutes during office hours.",
      link: { label: whatsapp.label, href: whatsapp.href },
    },
    {
      icon: "map-pin",
      title: "Office",
      description: `${brand.legalName}, ${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}. Visits by appointment.`,
      link: { label: "Book a visit or video call", href: routes.booking },
    },
  ],
  channelsTitle: "Other ways to reach us",
  officeHoursTitle: "Office hours",
  form: {
    title: "Send us a message",
    ...inquiryFormBasics,
    fields: {
      ...contactDetailFields,
      company: { label: "Business name (optional)", placeholder: "As your customers know it" },
      message: {
        label: "Your message",
        placeholder: "What should we help with?",
        hint: "Tell us what you'd like help with, roughly how many calls or messages you get and which tools you use, so we can reply with specifics.",
      },
    },
    submitLabel: "Send message",
    successTitle: "Thanks, your message is on its way",
    successMessage: `We've received your message and sent a copy to your inbox. Someone from the ${brand.name} team will reply within one business day.`,
    sendAnotherLabel: "Send another message",
    errorMessage: `Sorry, your message could not be sent. Nothing you typed was lost: check your connection and press Send again, or email us at ${brand.email}.`,
    invalidMessage:
      "Your message was not sent: please correct the highlighted fields and press Send again. Nothing you typed was lost.",
    rateLimitedMessage: `We've received several messages from your connection in the last minute, so this one was not sent. Wait a minute and press Send again, or email us at ${brand.email}.`,
    botCheckMessage: `The check that you're a person did not pass, so this was not sent. Nothing you typed was lost: wait a moment and press Send again, or email us at ${brand.email}.`,
    emailSubject: `Message for ${brand.name}`,
  },
  responseTime: "We reply within one business day.",
  officeHours:
    "Ahmedabad office: Monday to Friday, 9:30 AM to 6:30 PM IST. US support: Monday to Friday, 9:00 AM to 5:00 PM US Eastern. Our own AI agent answers calls 24/7.",
  faqIntro: { eyebrow: "FAQ", title: "Before You Write" },
  faq: [
    {
      q: "How quickly will I hear back?",
      a: "We reply to every message within one business day, usually within a few hours. Existing clients on a maintenance plan get the response time of their plan.",
    },
    {
      q: "Can I see a demo before I decide?",
      a: `Yes. Book a free ${facts.consultationMinutes}-minute call from the booking page and we'll show an AI agent answering calls for a business like yours, then set up your ${facts.freeTrialDays}-day free trial.`,
    },
    {
      q: "Do you work with businesses outside the US?",
      a: `Yes. Most of our clients are in the United States, and we also work with businesses in India, Canada, the United Kingdom and Australia. Our agents speak ${atLeast(facts.languages)} languages.`,
    },
    {
      q: "I'm already a client. Where do I get support?",
      a: `Email ${brand.email} or send a message with the form above. Clients on Priority Care can also use their 24/7 on-call number.`,
    },
  ],
};
