import {
  INQUIRY_STATUSES,
  LEAD_KINDS,
  DEMO_CALL_OUTCOMES,
  PHONE_DEMO_REFUSALS,
  type InsightsReport,
} from "@novaline/inquiry";

const f = (current: number, previous: number) => ({ current, previous });
const each = <K extends string>(
  keys: readonly K[],
  value: (key: K) => { current: number; previous: number },
) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<
    K,
    { current: number; previous: number }
  >;

/** A dashboard report for 2026-03-02…2026-03-08 with a few figures set, for component tests. */
export function insightsReport(overrides: Partial<InsightsReport> = {}): InsightsReport {
  const days = ["02", "03", "04", "05", "06", "07", "08"];
  const zero = { contact: 0, demo: 0, maintenance: 0, "phone-demo": 0 };
  return {
    period: { from: "2026-03-02", to: "2026-03-08" },
    previousPeriod: { from: "2026-02-23", to: "2026-03-01" },
    timeZone: "Europe/Berlin",
    bucket: "day",
    leads: {
      total: f(12, 8),
      byKind: each(LEAD_KINDS, (kind) =>
        kind === "contact" ? f(5, 4) : kind === "phone-demo" ? f(4, 2) : f(2, 1),
      ),
      series: days.map((day, index) => ({
        current: {
          from: `2026-03-${day}`,
          to: `2026-03-${day}`,
          leads:
            index === 0
              ? { ...zero, contact: 5, "phone-demo": 4, demo: 2 }
              : index === 6
                ? { ...zero, maintenance: 1 }
                : zero,
        },
        previous: {
          from: `2026-02-${String(23 + index).padStart(2, "0")}`.replace(
            "2026-02-29",
            "2026-03-01",
          ),
          to: `2026-02-${String(23 + index).padStart(2, "0")}`.replace("2026-02-29", "2026-03-01"),
          leads: index === 1 ? { ...zero, contact: 8 } : zero,
        },
      })),
    },
    sources: [
      { key: "/pricing", ...f(7, 3) },
      { key: null, ...f(5, 5) },
    ],
    industries: [{ key: "health", ...f(3, 1) }],
    funnel: each(INQUIRY_STATUSES, (status) =>
      status === "won" ? f(3, 1) : status === "lost" ? f(1, 1) : f(2, 2),
    ),
    winRate: f(0.75, 0.5),
    firstResponse: { answered: f(9, 6), medianSeconds: f(750, 1500), p90Seconds: f(9000, 7200) },
    phoneDemos: {
      requested: f(4, 2),
      placed: f(3, 2),
      outcomes: each(DEMO_CALL_OUTCOMES, (outcome) =>
        outcome === "connected" ? f(2, 1) : f(0, 0),
      ),
      refusedBy: each(PHONE_DEMO_REFUSALS, (reason) => (reason === "hours" ? f(3, 0) : f(0, 0))),
      medianDurationSeconds: f(210, null as unknown as number),
    },
    ...overrides,
  };
}
