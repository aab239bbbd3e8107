import { adminCopy, adminInsightsCopy as insights } from "@novaline/content";
import type { LeadKind } from "@novaline/inquiry";

const { inquiries } = adminCopy;

/**
 * The dashboard's words, from `@novaline/content` (`{placeholder}`s filled with `fillIn`), loaded
 * with the dashboard's chunk, not the inbox's first load. The
 * names it shares with the inbox (kinds, statuses, call outcomes) are the inbox's own: one thing,
 * one wording.
 */
export const insightsCopy = {
  ...insights,
  leads: {
    ...insights.leads,
    kinds: { ...inquiries.kinds, "phone-demo": insights.leads.phoneDemoKind } satisfies Record<
      LeadKind,
      string
    >,
  },
  funnel: { ...insights.funnel, statuses: inquiries.statuses },
  phone: { ...insights.phone, outcomes: inquiries.detail.call.outcomes },
};
