import type { InquiryErrorCode } from "@novaline/inquiry";
import { demoCallForm } from "./demo-call-form.js";
import type { DemoCallFailureKey } from "./types/index.js";

/**
 * Which of the "call me now" form's failure copies words each refusal of a demo-call request:
 * the page shows that copy, and the API answers with the same words
 * ({@link demoCallRefusalMessage}), so the wording lives here once.
 * @public
 */
export const demoCallRefusals = {
  "demo-call-ip-limit": "ipLimit",
  "rate-limited": "ipLimit",
  "demo-calls-minute-cap": "minuteCap",
  "demo-call-country-cap": "countryCap",
  "demo-calls-daily-cap": "dailyCap",
  "demo-call-outside-hours": "outsideHours",
  "bot-check-failed": "botCheck",
  "bot-check-unavailable": "botCheck",
  "demo-calls-not-configured": "notConfigured",
  network: "network",
} as const satisfies Partial<Record<InquiryErrorCode, DemoCallFailureKey>>;

/** An error code that {@link demoCallRefusals} words. @public */
export type DemoCallRefusalCode = keyof typeof demoCallRefusals;

/**
 * The visitor-facing message of a refusal, as one sentence pair: the copy's title and text.
 * @example demoCallRefusalMessage("demo-calls-minute-cap") // "We're placing a lot of demo calls right now. Please try again in a minute. …"
 * @public
 */
export function demoCallRefusalMessage(code: DemoCallRefusalCode): string {
  const { title, text } = demoCallForm.failures[demoCallRefusals[code]];
  return `${title}. ${text}`;
}
