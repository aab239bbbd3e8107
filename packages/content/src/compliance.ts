import { brand } from "./brand.js";
import { facts } from "./facts.js";
import type { ComplianceStatements } from "./types/index.js";

/**
 * What is true of our security, compliance and calling rules, written once and quoted wherever
 * the topic comes up, so that an FAQ, a plan and a blog post cannot promise different things.
 * @public
 */
export const compliance: ComplianceStatements = {
  baa: `We sign a Business Associate Agreement (BAA) with every healthcare client, on every plan, before the first patient call or message reaches the agent.`,
  phiStorage: `Patient data of our US clients is stored only in US cloud regions, encrypted in transit (TLS 1.2 or higher) and at rest (AES-256). Our engineers in ${brand.address.country} reach it only through logged sessions protected by multi-factor authentication, and it is never copied to storage outside the United States.`,
  payments: `Our agents never take card numbers by voice or in a chat: they send a secure payment link from Stripe or Square, PCI DSS Level 1 payment providers, so card data never reaches our systems, transcripts or recordings.`,
  soc2: `${brand.name} does not hold a SOC 2 report of its own yet; our SOC 2 Type II audit is in progress. Our hosting, telephony and voice AI providers hold current SOC 2 Type II reports, which we share with clients under NDA.`,
  aiDisclosure: `Every agent says it is an AI assistant at the start of each call and chat, and puts the caller through to a person when asked. The FCC ruled in 2024 that AI-generated voices count as artificial voices under the TCPA, and several US states require bots to identify themselves.`,
  outboundCalls: `Outbound calls and texts go only to people who gave prior express consent (prior express written consent for marketing calls), only within calling hours (8 AM to 9 PM in the recipient's time zone, or a state's stricter hours), and every opt-out is honored at once.`,
  messagingApps: `WhatsApp, Instagram and Messenger are not covered by a BAA, so for healthcare clients the chatbot keeps to logistics there (hours, directions, forms, appointment times) and moves anything about a patient's health or treatment to a phone call or the secure website chat.`,
  noMedicalAdvice: `The agents never give medical advice: clinical questions go to the clinic's team, and a caller who describes an emergency is told to call 911 or is transferred to the on-call provider at once.`,
  websiteDataLocations: `Data from this website (forms, bookings, analytics and error reports) is processed by our providers in the United States, the European Union and India. Client data of our US clients, including patient data, stays in US cloud regions; demo call transcripts are deleted after ${facts.demoTranscriptRetentionDays} days.`,
};
