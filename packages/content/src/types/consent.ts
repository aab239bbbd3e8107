/** Copy of the cookie and consent notice that gates the advertising pixel. @public */
export interface ConsentNoticeCopy {
  title: string;
  /** Markdown: what is asked and why, with a link to the privacy policy. */
  body: string;
  acceptLabel: string;
  declineLabel: string;
  /** Closes the notice when it was opened from the footer (the choice stays as it was). */
  closeLabel: string;
  /** Shown instead of asking when the browser sends a Global Privacy Control signal. */
  gpcNotice: string;
  /** Confirmation after a choice is saved. */
  savedMessage: string;
}

/**
 * Statements about security, compliance and calling rules, each written once and quoted
 * wherever the topic comes up (FAQs, pricing, blog, privacy policy).
 * @public
 */
export interface ComplianceStatements {
  /** What we sign with healthcare clients, and when. */
  baa: string;
  /** Where patient data is stored and who can reach it. */
  phiStorage: string;
  /** How card payments stay out of our systems. */
  payments: string;
  /** Our SOC 2 status and that of our providers. */
  soc2: string;
  /** How the agents disclose that they are AI. */
  aiDisclosure: string;
  /** Rules every outbound call and text follows. */
  outboundCalls: string;
  /** What is and is not appropriate on consumer messaging apps for patient data. */
  messagingApps: string;
  /** That the agents never give medical advice. */
  noMedicalAdvice: string;
  /** Data of website visitors: who processes it, and where. */
  websiteDataLocations: string;
}

/**
 * What a visitor agrees to before NovaLine's AI calls them ("call me now"), and which wording
 * it was: the API stores the version with each call.
 * @public
 */
export interface DemoCallConsent {
  /** Changes whenever the text does (a date, `YYYY-MM-DD`). */
  version: string;
  /** The checkbox's label, Markdown links allowed. */
  text: string;
}
