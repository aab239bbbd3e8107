import type { LeadKind } from "@novaline/inquiry";

/**
 * Each kind's colour in the chart: CSS variables set per theme in styles.css, each at least 3:1
 * against the card in its theme (non-text contrast), drawn in this order from the bottom.
 */
export const LEAD_COLORS: Readonly<Record<LeadKind, string>> = {
  contact: "var(--chart-contact)",
  demo: "var(--chart-demo)",
  maintenance: "var(--chart-maintenance)",
  "phone-demo": "var(--chart-phone-demo)",
};
