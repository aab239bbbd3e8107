import { brand } from "../brand.js";
import type { FaqItem } from "../types/index.js";

/** CRMs both agents connect to natively. */
const nativeCrms = "HubSpot, Salesforce, GoHighLevel, Follow Up Boss, Zoho CRM and Pipedrive";

/** Security facts true of every NovaLine agent. */
const securityBasics =
  "We sign a Business Associate Agreement (BAA) with every healthcare client, encrypt data in transit (TLS 1.2+) and at rest (AES-256), and follow SOC 2 controls on SOC 2 Type II audited infrastructure.";

/** How going live works for both agents. */
const goLiveBasics =
  "Most clients are live within 24 hours: setup itself takes about 14 minutes, and you can start with the 7-day free trial, no credit card required.";

/**
 * The four FAQ items of the AI Caller page, worded for phone calls.
 * @public
 */
export const aiCallerFaq = [
  {
    q: "Is the AI Caller HIPAA, PCI DSS and SOC 2 compliant?",
    a: `Yes. The AI Caller is HIPAA compliant, and call recordings and transcripts are kept in your account only for as long as you choose. ${securityBasics} When a caller pays over the phone, card details are captured in a PCI DSS-compliant flow and are never written to transcripts or recordings.`,
  },
  {
    q: "Can I customize the AI's voice and personality?",
    a: "Yes. Pick from 30+ natural voices and accents, give your receptionist a name, and set the tone, from warm and chatty to brief and formal. You also control the call script: the greeting, the questions it asks, topics it must never discuss and when to transfer the caller to your team. Changes apply from the very next call.",
  },
  {
    q: "Does the AI Caller integrate with my CRM?",
    a: `Yes. It connects natively to ${nativeCrms}, and books into Google Calendar, Calendly, Dentrix and Open Dental. Every call creates or updates the contact with a summary, the full transcript and the outcome. Anything else connects through Zapier, webhooks or the ${brand.name} REST API.`,
  },
  {
    q: "How fast can the AI Caller start answering my calls?",
    a: `${goLiveBasics} We load your services, hours and FAQs, connect your calendar, and you forward your existing business number, so there is no new phone system to learn and no number change for your customers.`,
  },
] as const satisfies readonly FaqItem[];

/**
 * The four FAQ items of the AI Chatbot page, worded for chat and messaging.
 * @public
 */
export const aiChatbotFaq = [
  {
    q: "Is the AI Chatbot HIPAA, PCI DSS and SOC 2 compliant?",
    a: `Yes. The chatbot is HIPAA compliant, and conversation history stays in your account only for as long as you choose. ${securityBasics} It never asks for card numbers in a chat: payments go through a PCI DSS-compliant checkout link from Stripe or Square.`,
  },
  {
    q: "Can I customize the chatbot's tone and personality?",
    a: "Yes. Give your assistant a name and choose its tone, reply length, emoji use and languages. The website widget takes your logo and brand colors, and you decide which topics it answers, what it must never say and when it hands the conversation to your team.",
  },
  {
    q: "Does the AI Chatbot integrate with my CRM?",
    a: `Yes. It connects natively to ${nativeCrms}, plus Shopify, Google Calendar, Calendly and Open Dental. Every conversation creates or updates the contact with the full chat transcript, tags and outcome. Anything else connects through Zapier, webhooks or the ${brand.name} REST API.`,
  },
  {
    q: "How quickly can the AI Chatbot go live?",
    a: `${goLiveBasics} Connecting WhatsApp Business, Instagram and Messenger takes a few clicks, and the website chat widget is one line of code or a plugin for WordPress, Shopify, Wix and Squarespace.`,
  },
] as const satisfies readonly FaqItem[];
