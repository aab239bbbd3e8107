// The dashboard's figures, computed by the database: a handful of aggregate statements over the
// period and the one before it, whatever the number of inquiries.
import {
  addDays,
  INQUIRY_STATUSES,
  INSIGHTS_DAILY_MAX_DAYS,
  LEAD_KINDS,
  periodDays,
  PHONE_DEMO_OUTCOMES,
  PHONE_DEMO_REFUSALS,
  type InquiryStatus,
  type InsightsBucket,
  type InsightsQuery,
  type InsightsReport,
  type InsightsShare,
  type LeadKind,
  type PhoneDemoOutcome,
  type PhoneDemoRefusal,
} from "@novaline/inquiry";
import { sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { demoCallRefusals, demoCalls, inquiries } from "../db/schema.js";
import { callOutcomeSql } from "../demo-calls/call-outcome.js";

/** How many source pages the dashboard lists. */
const TOP_SOURCES = 10;

type Rows<T> = { rows: T[] };

const figure = (): { current: number; previous: number } => ({ current: 0, previous: 0 });
type Counts = { current: number; previous: number };
const record = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, figure()])) as Record<K, Counts>;
const side = (current: boolean) => (current ? "current" : "previous");

/** The instants of a period's edges: `day`'s midnight in `tz`. */
const midnight = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

/** The dashboard's figures over one database. */
export function createInsightsRepository(db: Database) {
  return {
    async report({ from, to, tz }: InsightsQuery): Promise<InsightsReport> {
      const days = periodDays(from, to);
      const previousFrom = addDays(from, -days);
      const previousTo = addDays(from, -1);
      const bucketDays = days > INSIGHTS_DAILY_MAX_DAYS ? 7 : 1;
      const start = midnight(previousFrom, tz);
      const middle = midnight(from, tz);
      const end = midnight(addDays(to, 1), tz);
      const current = (column: AnyColumn) => sql`(${column} >= ${middle})`;
      const inPeriods = (column: AnyColumn) => sql`${column} >= ${start} and ${column} < ${end}`;

      // One pass over the inquiries of both periods (with their call, if any), grouped four ways.
      const lead = sql`case when ${demoCalls.id} is not null then 'phone-demo' else ${inquiries.kind} end`;
      const bucket = sql`floor(((${inquiries.createdAt} at time zone ${tz})::date - case when ${current(inquiries.createdAt)} then ${from}::date else ${previousFrom}::date end) / ${bucketDays}::int)::int`;
      const grouped = db.execute(sql`
        with leads as (
          select ${current(inquiries.createdAt)} as cur, ${lead} as lead, ${bucket} as bucket,
            ${inquiries.status} as status, ${inquiries.sourcePage} as source,
            ${demoCalls.industry} as industry
          from ${inquiries} left join ${demoCalls} on ${demoCalls.inquiryId} = ${inquiries.id}
          where ${inPeriods(inquiries.createdAt)}
        )
        select cur, grouping(lead, bucket) = 0 as by_lead, grouping(status) = 0 as by_status,
          grouping(source) = 0 as by_source, grouping(industry) = 0 as by_industry,
          lead, bucket, status, source, industry, count(*)::int as n
        from leads
        group by grouping sets ((cur, lead, bucket), (cur, status), (cur, source), (cur, industry))
      `) as Promise<
        Rows<{
          cur: boolean;
          by_lead: boolean;
          by_status: boolean;
          by_source: boolean;
          by_industry: boolean;
          lead: LeadKind | null;
          bucket: number | null;
          status: InquiryStatus | null;
          source: string | null;
          industry: string | null;
          n: number;
        }>
      >;

      const seconds = sql`extract(epoch from ${inquiries.firstResponseAt} - ${inquiries.createdAt})`;
      const responses = db.execute(sql`
        select ${current(inquiries.createdAt)} as cur,
          count(${inquiries.firstResponseAt})::int as answered,
          percentile_cont(0.5) within group (order by ${seconds})::float8 as median,
          percentile_cont(0.9) within group (order by ${seconds})::float8 as p90
        from ${inquiries}
        where ${inPeriods(inquiries.createdAt)} and ${inquiries.firstResponseAt} is not null
        group by 1
      `) as Promise<
        Rows<{ cur: boolean; answered: number; median: number | null; p90: number | null }>
      >;

      // The calls of the period's inquiries (a call is stored with its inquiry, in one statement).
      const calls = db.execute(sql`
        with calls as (
          select ${current(demoCalls.createdAt)} as cur, ${callOutcomeSql} as outcome,
            ${demoCalls.suppressed} as suppressed, ${demoCalls.status} as status,
            ${demoCalls.durationSeconds} as duration
          from ${demoCalls}
          where ${inPeriods(demoCalls.createdAt)}
        )
        select cur, grouping(outcome, suppressed) <> 0 as total, outcome, suppressed,
          count(*)::int as n,
          percentile_cont(0.5) within group (order by duration)
            filter (where status = 'ended')::float8 as median_duration
        from calls
        group by grouping sets ((cur, outcome, suppressed), (cur))
      `) as Promise<
        Rows<{
          cur: boolean;
          total: boolean;
          outcome: PhoneDemoOutcome | null;
          suppressed: string | null;
          n: number;
          median_duration: number | null;
        }>
      >;

      const refusals = db.execute(sql`
        select ${current(demoCallRefusals.hour)} as cur, ${demoCallRefusals.reason} as reason,
          sum(${demoCallRefusals.count})::int as n
        from ${demoCallRefusals}
        where ${inPeriods(demoCallRefusals.hour)}
        group by 1, 2
      `) as Promise<Rows<{ cur: boolean; reason: PhoneDemoRefusal; n: number }>>;

      const [groupedRows, responseRows, callRows, refusalRows] = await Promise.all([
        grouped,
        responses,
        calls,
        refusals,
      ]);

      const byKind = record(LEAD_KINDS);
      const total = figure();
      const funnel = record(INQUIRY_STATUSES);
      const buckets = Math.ceil(days / bucketDays);
      const series = Array.from({ length: buckets }, (_, index): InsightsBucket => {
        const offset = index * bucketDays;
        const length = Math.min(bucketDays, days - offset);
        const leads = () => Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0]));
        return {
          current: {
            from: addDays(from, offset),
            to: addDays(from, offset + length - 1),
            leads: leads() as Record<LeadKind, number>,
          },
          previous: {
            from: addDays(previousFrom, offset),
            to: addDays(previousFrom, offset + length - 1),
            leads: leads() as Record<LeadKind, number>,
          },
        };
      });
      const sources = new Map<string | null, { current: number; previous: number }>();
      const industries = new Map<string | null, { current: number; previous: number }>();
      const share = (map: typeof sources, key: string | null) => {
        const known = map.get(key);
        if (known) return known;
        const created = figure();
        map.set(key, created);
        return created;
      };
      for (const row of groupedRows.rows) {
        const at = side(row.cur);
        if (row.by_lead && row.lead !== null && row.bucket !== null) {
          byKind[row.lead][at] += row.n;
          total[at] += row.n;
          const bar = series[row.bucket];
          if (bar) (bar[at].leads as Record<LeadKind, number>)[row.lead] += row.n;
        } else if (row.by_status && row.status !== null) {
          funnel[row.status][at] += row.n;
        } else if (row.by_source) {
          share(sources, row.source)[at] += row.n;
        } else if (row.by_industry && row.industry !== null) {
          share(industries, row.industry)[at] += row.n;
        }
      }
      const ranked = (map: typeof sources, limit: number): InsightsShare[] =>
        [...map.entries()]
          .filter(([, counts]) => counts.current > 0 || counts.previous > 0)
          .sort(
            ([a, x], [b, y]) =>
              y.current - x.current ||
              y.previous - x.previous ||
              String(a).localeCompare(String(b)),
          )
          .slice(0, limit)
          .map(([key, counts]) => ({ key, ...counts }));
      const rate = (at: "current" | "previous") => {
        const decided = funnel.won[at] + funnel.lost[at];
        return decided === 0 ? null : funnel.won[at] / decided;
      };

      const answered = figure();
      const median: { current: number | null; previous: number | null } = {
        current: null,
        previous: null,
      };
      const p90: { current: number | null; previous: number | null } = {
        current: null,
        previous: null,
      };
      for (const row of responseRows.rows) {
        const at = side(row.cur);
        answered[at] = row.answered;
        median[at] = row.median;
        p90[at] = row.p90;
      }

      const requested = figure();
      const outcomes = record(PHONE_DEMO_OUTCOMES);
      const refusedBy = record(PHONE_DEMO_REFUSALS);
      const duration: { current: number | null; previous: number | null } = {
        current: null,
        previous: null,
      };
      for (const row of callRows.rows) {
        const at = side(row.cur);
        if (row.total) {
          // The `(cur)` grouping set: every call of the period, and the answered ones' median.
          requested[at] = row.n;
          duration[at] = row.median_duration;
          continue;
        }
        if (row.outcome !== null) outcomes[row.outcome][at] += row.n;
        if (row.suppressed === "do-not-call") refusedBy["do-not-call"][at] += row.n;
        if (row.suppressed === "number-limit") refusedBy.limits[at] += row.n;
      }
      for (const row of refusalRows.rows) refusedBy[row.reason][side(row.cur)] += row.n;
      const placed = {
        current: requested.current - outcomes.refused.current,
        previous: requested.previous - outcomes.refused.previous,
      };

      return {
        period: { from, to },
        previousPeriod: { from: previousFrom, to: previousTo },
        timeZone: tz,
        bucket: bucketDays === 1 ? "day" : "week",
        leads: { total, byKind, series },
        sources: ranked(sources, TOP_SOURCES),
        industries: ranked(industries, Number.POSITIVE_INFINITY),
        funnel,
        winRate: { current: rate("current"), previous: rate("previous") },
        firstResponse: { answered, medianSeconds: median, p90Seconds: p90 },
        phoneDemos: { requested, placed, outcomes, refusedBy, medianDurationSeconds: duration },
      };
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
