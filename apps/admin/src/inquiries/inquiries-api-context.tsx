import type { InquiryClient } from "@novaline/inquiry";
import type { WatchInquiryChangesOptions } from "@novaline/inquiry/events";
import { createContext, use, type ReactNode } from "react";

/** Follows the API's live inbox with these handlers; returns the function that stops it. */
export type WatchInquiries = (
  handlers: Pick<WatchInquiryChangesOptions, "onChange" | "onLive">,
) => () => void;

const InquiriesApiContext = createContext<InquiryClient | null>(null);
const WatchContext = createContext<WatchInquiries | null>(null);

/**
 * Gives the pages the typed inquiries API client (signed with the staff member's token) and,
 * when there is one, the live inbox (without it, the list polls).
 */
export function InquiriesApiProvider({
  api,
  watch = null,
  children,
}: {
  api: InquiryClient;
  watch?: WatchInquiries | null;
  children: ReactNode;
}) {
  return (
    <InquiriesApiContext value={api}>
      <WatchContext value={watch}>{children}</WatchContext>
    </InquiriesApiContext>
  );
}

/** The inquiries API client. Must be used inside {@link InquiriesApiProvider}. */
export function useInquiriesApi(): InquiryClient {
  const api = use(InquiriesApiContext);
  if (api === null) throw new Error("useInquiriesApi must be used inside <InquiriesApiProvider>.");
  return api;
}

/** The live inbox, or `null` when this app has none. */
export function useInquiryWatch(): WatchInquiries | null {
  return use(WatchContext);
}
