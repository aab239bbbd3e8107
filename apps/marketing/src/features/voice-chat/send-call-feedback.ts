import { inquiryApi } from "@novaline/inquiry";
import { sendFeedback, type Feedback, type FeedbackResult } from "@novaline/voice-core";
import { inquiryApiUrl } from "../inquiry-forms/submit-inquiry";

/** How long a send may take before the form says it did not get through. */
const SEND_TIMEOUT_MS = 15_000;

/** What sends feedback on a call: {@link sendCallFeedback}, or a stand-in in tests. */
export type SendCallFeedback = (feedback: Feedback) => Promise<FeedbackResult>;

/**
 * Sends feedback on a browser call to the inquiries API (`VITE_API_URL`, else the brand's API),
 * which checks the call with Vapi and stores it with the call. Never rejects.
 */
export const sendCallFeedback: SendCallFeedback = (feedback) =>
  sendFeedback(`${inquiryApiUrl()}${inquiryApi.sendCallFeedback.path}`, feedback, {
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
