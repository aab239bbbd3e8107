import { z } from "zod";
import { isoDate, text, type Strict } from "./primitives.js";

const consentNoticeCopyShape = {
  title: text,
  /** Markdown: what is asked and why, with a link to the privacy policy. */
  body: text,
  acceptLabel: text,
  declineLabel: text,
  /** Closes the notice when it was opened from the footer (the choice stays as it was). */
  closeLabel: text,
  /** Shown instead of asking when the browser sends a Global Privacy Control signal. */
  gpcNotice: text,
  /** Confirmation after a choice is saved. */
  savedMessage: text,
};
export type ConsentNoticeCopySchema = Strict<typeof consentNoticeCopyShape>;
export const consentNoticeCopySchema: ConsentNoticeCopySchema =
  z.strictObject(consentNoticeCopyShape);
/** Copy of the cookie and consent notice that gates the advertising pixel. @public */
export type ConsentNoticeCopy = z.infer<typeof consentNoticeCopySchema>;

const complianceStatementsShape = {
  /** What we sign with healthcare clients, and when. */
  baa: text,
  /** Where patient data is stored and who can reach it. */
  phiStorage: text,
  /** How card payments stay out of our systems. */
  payments: text,
  /** Our SOC 2 status and that of our providers. */
  soc2: text,
  /** How the agents disclose that they are AI. */
  aiDisclosure: text,
  /** Rules every outbound call and text follows. */
  outboundCalls: text,
  /** What is and is not appropriate on consumer messaging apps for patient data. */
  messagingApps: text,
  /** That the agents never give medical advice. */
  noMedicalAdvice: text,
  /** Data of website visitors: who processes it, and where. */
  websiteDataLocations: text,
};
export type ComplianceStatementsSchema = Strict<typeof complianceStatementsShape>;
export const complianceStatementsSchema: ComplianceStatementsSchema =
  z.strictObject(complianceStatementsShape);
/**
 * Statements about security, compliance and calling rules, each written once and quoted
 * wherever the topic comes up (FAQs, pricing, blog, privacy policy).
 * @public
 */
export type ComplianceStatements = z.infer<typeof complianceStatementsSchema>;

const demoCallConsentShape = {
  /** Changes whenever the text does (a date, `YYYY-MM-DD`). */
  version: isoDate,
  /** The checkbox's label, Markdown links allowed. */
  text,
};
export type DemoCallConsentSchema = Strict<typeof demoCallConsentShape>;
export const demoCallConsentSchema: DemoCallConsentSchema = z.strictObject(demoCallConsentShape);
/**
 * What a visitor agrees to before NovaLine's AI calls them ("call me now"), and which wording
 * it was: the API stores the version with each call.
 * @public
 */
export type DemoCallConsent = z.infer<typeof demoCallConsentSchema>;
