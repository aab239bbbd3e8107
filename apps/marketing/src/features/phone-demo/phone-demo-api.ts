import {
  createInquiryClient,
  type DemoCallReceipt,
  type DemoCallRequestInput,
  type DemoCallView,
} from "@novaline/inquiry";
import { inquiryApiUrl } from "../inquiry-forms/submit-inquiry";

/** What the phone demo needs of the API: ask for a call, then follow it. */
export interface PhoneDemoApi {
  request(request: DemoCallRequestInput): Promise<DemoCallReceipt>;
  get(id: string, init?: { signal?: AbortSignal }): Promise<DemoCallView>;
}

/** The inquiries API at `VITE_API_URL` (else the brand's API address). */
export function phoneDemoApi(): PhoneDemoApi {
  const client = createInquiryClient({ baseUrl: inquiryApiUrl() });
  return {
    request: (request) => client.requestDemoCall(request),
    get: (id, init) => client.getDemoCall(id, init),
  };
}
