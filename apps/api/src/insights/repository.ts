// The dashboard's figures, computed by the database: a handful of aggregate statements over the
// period and the one before it, whatever the number of inquiries.
import {
  addDays,
  INQUIRY_STATUSES,
  INSIGHTS_DAILY_MAX_DAYS,
  LEAD_KINDS,
  periodDays,
  DEMO_CALL_OUTCOMES,
  PHONE_DEMO_REFUSALS,
  type InquiryKind,
  type InquiryStatus,
  type InsightsBucket,
  type InsightsQuery,
  type InsightsReport,
  type InsightsShare,
  type LeadKind,
  type DemoCallOutcome,
  type PhoneDemoRefusal,
} from "@novaline/inquiry";
import { sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { demoCallRefusals, demoCalls, inquiries } from "../db/schema.js";
import { callOutcomeSql } from "../demo-calls/call-outcome.js";

/** How many source pages the dashboard lists. */
const TOP_SOURCES = 10;

interface Rows<T> {
  rows: T[];
}

const figure = (): { current: number; previous: number } => ({ current: 0, previous: 0 });
interface Counts {
  current: number;
  previous: number;
}
const record = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, figure()])) as Record<K, Counts>;
const side = (current: boolean) => (current ? "current" : "previous");

/** The dashboard's figures over one database. */
export function createInsightsRepository(db: Database) {
  return {
    async report({ from, to, tz }: InsightsQuery): Promise<InsightsReport> {
      const days = periodDays(from, to);
      const previousFrom = addDays(from, -days);
      const previousTo = addDays(from, -1);
      const bucketDays = days > INSIGHTS_DAILY_MAX_DAYS ? 7 : 1;
      const buckets = Math.ceil(days / bucketDays);
      // The midnights in `tz` that bound the bars (previous period first) and both periods, asked
      // for once: the statements below then compare each row with plain instants, never
      // converting a row's time to `tz` (a prepared statement's generic plan would do so per row).
      const dayStarts = [
        ...Array.from({ length: buckets }, (_, i) => addDays(previousFrom, i * bucketDays)),
        ...Array.from({ length: buckets }, (_, i) => addDays(from, i * bucketDays)),
        addDays(to, 1),
      ];
      const edgeRows = (await db.execute(sql`
        select array_agg(extract(epoch from d::date::timestamp at time zone ${tz}) * 1000 order by n)::float8[] as ms
        from unnest(${sql`array[${sql.join(
          dayStarts.map((day) => sql`${day}`),
          sql`, `,
        )}]::text[]`}) with ordinality as edges(d, n)
      `)) as Rows<{ ms: number[] }>;
      const edges = (edgeRows.rows[0]?.ms ?? []).map((ms) => new Date(ms).toISOString());
      const instant = (iso: string | undefined) => sql`${iso ?? ""}::timestamptz`;
      const start = instant(edges[0]);
      const middle = instant(edges[buckets]);
      const end = instant(edges[2 * buckets]);
      const current = (column: AnyColumn) => sql`(${column} >= ${middle})`;
      const inPeriods = (column: AnyColumn) => sql`${column} >= ${start} and ${column} < ${end}`;
      // A row's bar, by a binary search in the bars' first instants. The array is built once, in
      // a subquery: a prepared statement's generic plan would build it anew for every row.
      const starts = sql`(select array[${sql.join(edges.slice(0, 2 * buckets).map(instant), sql`, `)}])`;
      const bucketOf = (column: AnyColumn) =>
        sql`((width_bucket(${column}, ${starts}) - 1) % ${buckets}::int)`;

      // One pass over the inquiries of both periods, counted three ways at once: by bar and kind
      // (the bar tells the period), and by period with status, then with source page; a few
      // hundred rows back whatever the number of inquiries. A demo inquiry's call is stored with
      // it, at the same instant: the calls' own pass tells phone demos apart (no join).
      const grouped = db.execute(sql`
        with rows as (
          select width_bucket(${inquiries.createdAt}, ${starts}) as bar, ${inquiries.kind} as kind,
            ${inquiries.status} as status, ${inquiries.sourcePage} as source,
            ${current(inquiries.createdAt)} as cur
          from ${inquiries}
          where ${inPeriods(inquiries.createdAt)}
        )
        select grouping(bar, kind) = 0 as by_bar, grouping(status) = 0 as by_status,
          bar, kind, cur, status, source, count(*)::int as n
        from rows
        group by grouping sets ((bar, kind), (cur, status), (cur, source))
      `) as Promise<
        Rows<{
          by_bar: boolean;
          by_status: boolean;
          bar: number | null;
          kind: InquiryKind | null;
          cur: boolean | null;
          status: InquiryStatus | null;
          source: string | null;
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
            ${demoCalls.durationSeconds} as duration, ${demoCalls.industry} as industry,
            ${bucketOf(demoCalls.createdAt)} as bucket
          from ${demoCalls}
          where ${inPeriods(demoCalls.createdAt)}
        )
        select cur, grouping(outcome, suppressed) = 0 as by_outcome,
          grouping(bucket) = 0 as by_bucket, grouping(industry) = 0 as by_industry,
          outcome, suppressed, bucket, industry, count(*)::int as n,
          percentile_cont(0.5) within group (order by duration)
            filter (where outcome = 'connected')::float8 as median_duration
        from calls
        group by grouping sets ((cur, outcome, suppressed), (cur), (cur, bucket), (cur, industry))
      `) as Promise<
        Rows<{
          cur: boolean;
          by_outcome: boolean;
          by_bucket: boolean;
          by_industry: boolean;
          outcome: DemoCallOutcome | null;
          suppressed: string | null;
          bucket: number | null;
          industry: string | null;
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
      const addLeads = (at: "current" | "previous", kind: LeadKind, bucket: number, n: number) => {
        byKind[kind][at] += n;
        const bar = series[bucket];
        if (bar) (bar[at].leads as Record<LeadKind, number>)[kind] += n;
      };
      for (const row of groupedRows.rows) {
        if (row.by_bar) {
          if (row.bar === null || row.kind === null) continue;
          // `bar` counts the bars' first instants at or before the row: 1 to 2 × `buckets`.
          const at = side(row.bar > buckets);
          addLeads(at, row.kind, (row.bar - 1) % buckets, row.n);
          total[at] += row.n;
        } else if (row.by_status) {
          if (row.status !== null) funnel[row.status][side(row.cur === true)] += row.n;
        } else {
          share(sources, row.source)[side(row.cur === true)] += row.n;
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
      const outcomes = record(DEMO_CALL_OUTCOMES);
      const refusedBy = record(PHONE_DEMO_REFUSALS);
      const duration: { current: number | null; previous: number | null } = {
        current: null,
        previous: null,
      };
      for (const row of callRows.rows) {
        const at = side(row.cur);
        if (row.by_outcome) {
          if (row.outcome !== null) outcomes[row.outcome][at] += row.n;
          if (row.suppressed === "do-not-call") refusedBy["do-not-call"][at] += row.n;
          if (row.suppressed === "number-limit") refusedBy.limits[at] += row.n;
        } else if (row.by_bucket && row.bucket !== null) {
          // A phone demo is a demo inquiry with a call: moved from `demo` to `phone-demo`.
          addLeads(at, "demo", row.bucket, -row.n);
          addLeads(at, "phone-demo", row.bucket, row.n);
        } else if (row.by_industry) {
          share(industries, row.industry)[at] += row.n;
        } else {
          // The `(cur)` grouping set: every call of the period, and the answered ones' median.
          requested[at] = row.n;
          duration[at] = row.median_duration;
        }
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
