import { brand } from "@novaline/content";
import { createInquiryClient, HONEYPOT_FIELD, type Inquiry } from "@novaline/inquiry";

/** Origin of the inquiries API: `VITE_API_URL`, else the brand's API address. */
export const inquiryApiUrl = (): string =>
  (import.meta.env.VITE_API_URL ?? brand.apiUrl).replace(/\/+$/, "");

/**
 * Sends an inquiry to the inquiries API (the honeypot field only when a bot filled it in).
 * Rejects with `InquiryApiError` (from `@novaline/inquiry`): `invalid` with a message per bad
 * field, `rate-limited`, `network`…
 */
export async function submitInquiry(inquiry: Inquiry): Promise<void> {
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = inquiry;
  await createInquiryClient({ baseUrl: inquiryApiUrl() }).submit(
    honeypot ? { ...fields, [HONEYPOT_FIELD]: honeypot } : fields,
  );
}

/** What sends an inquiry: {@link submitInquiry}, or a stand-in in tests. */
export type SubmitInquiry = (inquiry: Inquiry) => Promise<void>;
