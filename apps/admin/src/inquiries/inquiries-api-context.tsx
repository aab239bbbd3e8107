import type { InquiryClient } from "@novaline/inquiry";
import { createContext, use, type ReactNode } from "react";

const InquiriesApiContext = createContext<InquiryClient | null>(null);

/** Gives the pages the typed inquiries API client (signed with the staff member's token). */
export function InquiriesApiProvider({
  api,
  children,
}: {
  api: InquiryClient;
  children: ReactNode;
}) {
  return <InquiriesApiContext value={api}>{children}</InquiriesApiContext>;
}

/** The inquiries API client. Must be used inside {@link InquiriesApiProvider}. */
export function useInquiriesApi(): InquiryClient {
  const api = use(InquiriesApiContext);
  if (api === null) throw new Error("useInquiriesApi must be used inside <InquiriesApiProvider>.");
  return api;
}
