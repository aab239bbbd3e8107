import type { Inquiry } from "@novaline/inquiry";

/**
 * Sending inquiries online is not available yet: the site has no API to send them to. The forms
 * show this as its own outcome (nothing was sent, nothing typed is lost, e-mail instead).
 */
export class InquiryUnavailableError extends Error {
  override name = "InquiryUnavailableError";
}

/**
 * Sends an inquiry to NovaLine. Until the inquiries API exists (issue 12) nothing can be sent,
 * so this always rejects with {@link InquiryUnavailableError}; the forms already handle success,
 * failure and this outcome, so wiring the API changes only this module.
 */
export function submitInquiry(inquiry: Inquiry): Promise<void> {
  return Promise.reject(
    new InquiryUnavailableError(`Sending a ${inquiry.kind} inquiry online is not available yet`),
  );
}

/** What sends an inquiry: {@link submitInquiry}, or a stand-in in tests. */
export type SubmitInquiry = (inquiry: Inquiry) => Promise<void>;
