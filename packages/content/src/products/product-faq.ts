import { brand, claim } from "../brand.js";
import { compliance } from "../compliance.js";
import { facts } from "../facts.js";
import type { FaqItem } from "../types/index.js";

/** CRMs both agents connect to natively. */
const nativeCrms = "HubSpot, Salesforce, GoHighLevel, Follow Up Boss, Zoho CRM and Pipedrive";

/** How going live works for both agents. */
const goLiveBasics = `Setup takes about ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours of kickoff. You can start with a ${claim("trial").text}.`;

/**
 * The four FAQ items of the AI Caller page, worded for phone calls.
 * @public
 */
export const aiCallerFaq: readonly FaqItem[] = [
  {
    q: "Is the AI Caller HIPAA, PCI DSS and SOC 2 compliant?",
    a: `Here is exactly where we stand. HIPAA: ${compliance.baa} ${compliance.phiStorage} Call recordings and transcripts stay in your account for as long as you choose, and you can turn recording off. PCI DSS: ${compliance.payments} SOC 2: ${compliance.soc2}`,
  },
  {
    q: "Can I customize the AI's voice and personality?",
    a: "Yes. Pick from 30+ natural voices and accents, give your receptionist a name, and set the tone, from warm and chatty to brief and formal. You also control the call script: the greeting, the questions it asks, topics it must never discuss and when to transfer the caller to your team. Whatever you choose, it introduces itself as an AI assistant. Changes apply from the very next call.",
  },
  {
    q: "Does the AI Caller integrate with my CRM?",
    a: `Yes. It connects natively to ${nativeCrms}, and books into Google Calendar, Calendly, Dentrix and Open Dental. Every call creates or updates the contact with a summary, the full transcript and the outcome. Anything else connects through Zapier, webhooks or the ${brand.name} REST API.`,
  },
  {
    q: "How fast can the AI Caller start answering my calls?",
    a: `${goLiveBasics} We load your services, hours and FAQs, connect your calendar, and you forward your existing business number, so there is no new phone system to learn and no number change for your customers.`,
  },
];

/**
 * The four FAQ items of the AI Chatbot page, worded for chat and messaging.
 * @public
 */
export const aiChatbotFaq: readonly FaqItem[] = [
  {
    q: "Is the AI Chatbot HIPAA, PCI DSS and SOC 2 compliant?",
    a: `Here is exactly where we stand. HIPAA: ${compliance.baa} ${compliance.phiStorage} ${compliance.messagingApps} PCI DSS: ${compliance.payments} SOC 2: ${compliance.soc2}`,
  },
  {
    q: "Can I customize the chatbot's tone and personality?",
    a: "Yes. Give your assistant a name and choose its tone, reply length, emoji use and languages. The website widget takes your logo and brand colors, and you decide which topics it answers, what it must never say and when it hands the conversation to your team. Whatever you choose, its first message says it is an AI assistant.",
  },
  {
    q: "Does the AI Chatbot integrate with my CRM?",
    a: `Yes. It connects natively to ${nativeCrms}, plus Shopify, Google Calendar, Calendly and Open Dental. Every conversation creates or updates the contact with the full chat transcript, tags and outcome. Anything else connects through Zapier, webhooks or the ${brand.name} REST API.`,
  },
  {
    q: "How quickly can the AI Chatbot go live?",
    a: `${goLiveBasics} Connecting WhatsApp Business, Instagram and Messenger takes a few clicks, and the website chat widget is one line of code or a plugin for WordPress, Shopify, Wix and Squarespace.`,
  },
];
