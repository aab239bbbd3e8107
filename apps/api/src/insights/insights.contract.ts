// The dashboard endpoint's contract, run against each database (see insights.*.test.ts): every
// figure checked against seeds counted by hand, in New York's time zone across the start of
// daylight saving time (2026-03-08), with rows on each edge of both periods.
import {
  DEMO_CALL_OUTCOMES,
  INQUIRY_STATUSES,
  insightsFilters,
  LEAD_KINDS,
  type InquiryPage,
  type InsightsFilter,
  type InsightsReport,
} from "@novaline/inquiry";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { demoCallRefusals, demoCalls, inquiries } from "../db/schema.js";
import { ADMIN_TOKEN, testApp, type TestApp } from "../test/harness.js";

type Call = Partial<typeof demoCalls.$inferInsert>;
interface Seed {
  readonly name: string;
  readonly at: string;
  readonly kind?: "contact" | "maintenance" | "demo";
  readonly source?: string | null;
  readonly status?: "new" | "in_progress" | "won" | "lost" | "spam";
  /** Seconds from received to the first response. */
  readonly answeredAfter?: number;
  readonly call?: Call;
}

const TZ = "America/New_York";
// The period 2026-03-02…2026-03-08 (New York): 05:00Z on the 2nd (EST) to 04:00Z on the 9th (EDT).
// The previous period: 2026-02-23…2026-03-01, from 05:00Z on the 23rd.
const SEEDS: readonly Seed[] = [
  {
    name: "A",
    at: "2026-03-02T05:00:00.000Z",
    source: "/pricing",
    status: "won",
    answeredAfter: 3600,
  },
  {
    name: "B",
    at: "2026-03-02T04:59:59.999Z",
    source: "/pricing",
    status: "lost",
    answeredAfter: 7200,
  },
  {
    name: "C",
    at: "2026-03-09T03:30:00.000Z",
    kind: "maintenance",
    source: "/maintenance",
    status: "in_progress",
    answeredAfter: 600,
  },
  {
    name: "D",
    at: "2026-03-09T04:00:00.000Z",
    source: "/pricing",
    status: "won",
    answeredAfter: 5,
  },
  { name: "E", at: "2026-03-04T15:00:00.000Z", kind: "demo", source: "/demo" },
  {
    name: "F",
    at: "2026-03-05T15:00:00.000Z",
    kind: "demo",
    source: "/",
    answeredAfter: 60,
    call: {
      industry: "health",
      status: "ended",
      endedReason: "customer-ended-call",
      durationSeconds: 120,
    },
  },
  {
    name: "G",
    at: "2026-03-05T16:00:00.000Z",
    kind: "demo",
    source: "/",
    status: "lost",
    answeredAfter: 1800,
    call: { industry: "health", status: "failed", endedReason: "customer-busy" },
  },
  {
    name: "H",
    at: "2026-03-06T16:00:00.000Z",
    kind: "demo",
    source: "/",
    status: "spam",
    answeredAfter: 300,
    call: { industry: "beauty", status: "failed", endedReason: "customer-did-not-answer" },
  },
  {
    name: "I",
    at: "2026-03-07T16:00:00.000Z",
    kind: "demo",
    call: {
      industry: "health",
      status: "failed",
      endedReason: "do-not-call",
      suppressed: "do-not-call",
    },
  },
  {
    name: "J",
    at: "2026-03-08T12:00:00.000Z",
    kind: "demo",
    status: "won",
    answeredAfter: 900,
    call: {
      industry: "beauty",
      status: "ended",
      endedReason: "assistant-ended-call",
      durationSeconds: 300,
    },
  },
  {
    name: "K",
    at: "2026-03-08T13:00:00.000Z",
    kind: "demo",
    call: { industry: "health", status: "failed", endedReason: "pipeline-error-openai-llm-failed" },
  },
  {
    name: "L",
    at: "2026-02-23T05:00:00.000Z",
    source: "/contact",
    status: "won",
    answeredAfter: 3600,
  },
  {
    name: "M",
    at: "2026-02-25T15:00:00.000Z",
    kind: "demo",
    status: "in_progress",
    answeredAfter: 100,
    call: {
      industry: "health",
      status: "ended",
      endedReason: "customer-ended-call",
      durationSeconds: 60,
    },
  },
  {
    name: "N",
    at: "2026-02-23T04:59:00.000Z",
    source: "/contact",
    status: "won",
    answeredAfter: 10,
  },
];

const f = (current: number, previous: number) => ({ current, previous });

export function describeInsightsContract(
  driver: string,
  open: () => Promise<DatabaseHandle>,
): void {
  describe(`insights API on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;
    const ids = new Map<string, string>();

    beforeAll(async () => {
      database = await open();
      api = testApp(database);
      for (const seed of SEEDS) {
        const id = randomUUID();
        ids.set(seed.name, id);
        const createdAt = new Date(seed.at);
        await database.db.insert(inquiries).values({
          id,
          kind: seed.kind ?? "contact",
          name: `Seed ${seed.name}`,
          email: "seed@clinic.com",
          sourcePage: seed.source ?? null,
          createdAt,
          status: seed.status ?? "new",
          firstResponseAt:
            seed.answeredAfter === undefined
              ? null
              : new Date(createdAt.getTime() + seed.answeredAfter * 1000),
        });
        if (seed.call) {
          await database.db.insert(demoCalls).values({
            id: randomUUID(),
            inquiryId: id,
            phone: "+15125550100",
            industry: "health",
            consentVersion: "v1",
            ipHash: "h",
            createdAt,
            placement: "done",
            ...seed.call,
          });
        }
      }
      await database.db.insert(demoCallRefusals).values([
        { hour: new Date("2026-03-03T10:00:00Z"), reason: "country", count: 2 },
        // 23:00 on the period's last day in New York: in.
        { hour: new Date("2026-03-09T03:00:00Z"), reason: "hours", count: 1 },
        // Midnight after it: out.
        { hour: new Date("2026-03-09T04:00:00Z"), reason: "bot-check", count: 5 },
        { hour: new Date("2026-02-24T10:00:00Z"), reason: "limits", count: 1 },
      ]);
    });
    afterAll(async () => {
      await database.close();
    });

    const insights = async (query: string) => {
      const res = await api.get(`/v1/admin/insights?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      return (await res.json()) as InsightsReport;
    };
    const week = () => insights(`from=2026-03-02&to=2026-03-08&tz=${encodeURIComponent(TZ)}`);

    it("counts leads by kind in the staff member's time zone, the period's edges included", async () => {
      const report = await week();
      expect(report.period).toEqual({ from: "2026-03-02", to: "2026-03-08" });
      expect(report.previousPeriod).toEqual({ from: "2026-02-23", to: "2026-03-01" });
      expect(report.timeZone).toBe(TZ);
      expect(report.bucket).toBe("day");
      expect(report.leads.total).toEqual(f(9, 3));
      expect(report.leads.byKind).toEqual({
        contact: f(1, 2),
        maintenance: f(1, 0),
        demo: f(1, 0),
        "phone-demo": f(6, 1),
      });
    });

    it("charts each day beside the same day of the previous period", async () => {
      const { leads } = await week();
      expect(leads.series).toHaveLength(7);
      const zero = { contact: 0, maintenance: 0, demo: 0, "phone-demo": 0 };
      expect(leads.series.map((bar) => [bar.current.from, bar.current.to])).toEqual(
        ["02", "03", "04", "05", "06", "07", "08"].map((d) => [`2026-03-${d}`, `2026-03-${d}`]),
      );
      expect(leads.series[6]?.previous).toMatchObject({ from: "2026-03-01", to: "2026-03-01" });
      expect(leads.series.map((bar) => bar.current.leads)).toEqual([
        { ...zero, contact: 1 },
        zero,
        { ...zero, demo: 1 },
        { ...zero, "phone-demo": 2 },
        { ...zero, "phone-demo": 1 },
        { ...zero, "phone-demo": 1 },
        // C at 23:30 on the last day (EDT), J and K.
        { ...zero, maintenance: 1, "phone-demo": 2 },
      ]);
      expect(leads.series.map((bar) => bar.previous.leads)).toEqual([
        { ...zero, contact: 1 },
        zero,
        { ...zero, "phone-demo": 1 },
        zero,
        zero,
        zero,
        { ...zero, contact: 1 },
      ]);
    });

    it("groups leads by source page and phone demos by industry, most first", async () => {
      const report = await week();
      expect(report.sources).toEqual([
        { key: null, ...f(3, 1) },
        { key: "/", ...f(3, 0) },
        { key: "/pricing", ...f(1, 1) },
        { key: "/demo", ...f(1, 0) },
        { key: "/maintenance", ...f(1, 0) },
        { key: "/contact", ...f(0, 1) },
      ]);
      expect(report.industries).toEqual([
        { key: "health", ...f(4, 1) },
        { key: "beauty", ...f(2, 0) },
      ]);
    });

    it("gives the funnel by status now and the win rate", async () => {
      const report = await week();
      expect(report.funnel).toEqual({
        new: f(4, 0),
        in_progress: f(1, 1),
        won: f(2, 1),
        lost: f(1, 1),
        spam: f(1, 0),
      });
      expect(report.winRate.current).toBeCloseTo(2 / 3, 10);
      expect(report.winRate.previous).toBe(0.5);
    });

    it("gives the median and 90th percentile of the time to first response", async () => {
      const { firstResponse } = await week();
      // 60, 300, 600, 900, 1800, 3600 s; before: 100, 3600, 7200 s.
      expect(firstResponse.answered).toEqual(f(6, 3));
      expect(firstResponse.medianSeconds).toEqual(f(750, 3600));
      expect(firstResponse.p90Seconds.current).toBeCloseTo(2700, 6);
      expect(firstResponse.p90Seconds.previous).toBeCloseTo(6480, 6);
    });

    it("counts phone demos by outcome and refusals by reason, with the median duration", async () => {
      const { phoneDemos } = await week();
      expect(phoneDemos.requested).toEqual(f(6, 1));
      expect(phoneDemos.placed).toEqual(f(5, 1));
      expect(phoneDemos.outcomes).toEqual({
        connected: f(2, 1),
        busy: f(1, 0),
        "no-answer": f(1, 0),
        failed: f(1, 0),
        refused: f(1, 0),
      });
      expect(phoneDemos.refusedBy).toEqual({
        country: f(2, 0),
        hours: f(1, 0),
        "do-not-call": f(1, 0),
        limits: f(0, 1),
        "bot-check": f(0, 0),
      });
      expect(phoneDemos.medianDurationSeconds).toEqual(f(210, 60));
    });

    it("reads another time zone's days", async () => {
      // Tokyo (UTC+9): the 2nd runs from 15:00Z on the 1st, so B (04:59Z on the 2nd) is in and
      // C (03:30Z on the 9th, 12:30 on the 9th in Tokyo) is out.
      const report = await insights("from=2026-03-02&to=2026-03-08&tz=Asia%2FTokyo");
      expect(report.leads.byKind.contact.current).toBe(2);
      expect(report.leads.byKind.maintenance.current).toBe(0);
    });

    it("charts periods over 31 days by 7 days, the last bar shorter", async () => {
      const report = await insights("from=2026-01-01&to=2026-03-31&tz=America%2FNew_York");
      expect(report.bucket).toBe("week");
      expect(report.leads.series).toHaveLength(13);
      expect(report.leads.series[12]?.current).toMatchObject({
        from: "2026-03-26",
        to: "2026-03-31",
      });
      const sum = report.leads.series.reduce(
        (total, bar) => total + Object.values(bar.current.leads).reduce((a, b) => a + b, 0),
        0,
      );
      expect(sum).toBe(report.leads.total.current);
      expect(sum).toBe(14);
    });

    it("lists exactly a figure's inquiries with the source, industry and call filters", async () => {
      const names = async (query: string) => {
        const res = await api.get(`/v1/inquiries?${query}&limit=100`);
        expect(res.status).toBe(200);
        const page = (await res.json()) as InquiryPage;
        return page.items.map((item) => item.name.replace("Seed ", "")).sort();
      };
      const from = encodeURIComponent("2026-03-02T00:00:00-05:00");
      const to = encodeURIComponent("2026-03-08T23:59:59.999-04:00");
      const period = `from=${from}&to=${to}`;
      expect(await names(`${period}&source=%2Fpricing`)).toEqual(["A"]);
      expect(await names(`${period}&industry=health`)).toEqual(["F", "G", "I", "K"]);
      expect(await names(`${period}&kind=demo&call=yes`)).toEqual(["F", "G", "H", "I", "J", "K"]);
      expect(await names(`${period}&kind=demo&call=no`)).toEqual(["E"]);
      const bad = await api.get("/v1/inquiries?industry=bakery&call=maybe");
      expect(bad.status).toBe(422);
      expect(
        Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields),
      ).toEqual(["industry", "call"]);
    });

    it("lists, under each figure's filters, exactly the inquiries the figure counts", async () => {
      const report = await week();
      // The period's days in New York, as the admin sends them.
      const period = {
        from: "2026-03-02T00:00:00-05:00",
        to: "2026-03-08T23:59:59.999-04:00",
      };
      const listed = async (filter: InsightsFilter) => {
        const query = new URLSearchParams({ ...filter, ...period, limit: "100" });
        const res = await api.get(`/v1/inquiries?${query.toString()}`);
        expect(res.status, query.toString()).toBe(200);
        return ((await res.json()) as InquiryPage).items;
      };
      const names = async (filter: InsightsFilter) =>
        (await listed(filter)).map((item) => item.name.replace("Seed ", "")).sort();
      const counted: [string, InsightsFilter, number][] = [
        ["total", insightsFilters.total, report.leads.total.current],
        ...LEAD_KINDS.map((kind): [string, InsightsFilter, number] => [
          kind,
          insightsFilters.leads(kind),
          report.leads.byKind[kind].current,
        ]),
        ...INQUIRY_STATUSES.map((status): [string, InsightsFilter, number] => [
          status,
          insightsFilters.status(status),
          report.funnel[status].current,
        ]),
        ...report.sources.flatMap(({ key, current }): [string, InsightsFilter, number][] =>
          key === null ? [] : [[key, insightsFilters.source(key), current]],
        ),
        ...report.industries.flatMap(({ key, current }): [string, InsightsFilter, number][] =>
          key === null ? [] : [[key, insightsFilters.industry(key as "health"), current]],
        ),
        ["answered", insightsFilters.answered, report.firstResponse.answered.current],
        [
          "unanswered",
          insightsFilters.unanswered,
          report.leads.total.current - report.firstResponse.answered.current,
        ],
        ["requested", insightsFilters.requested, report.phoneDemos.requested.current],
        ["placed", insightsFilters.placed, report.phoneDemos.placed.current],
        ...DEMO_CALL_OUTCOMES.map((outcome): [string, InsightsFilter, number] => [
          outcome,
          insightsFilters.outcome(outcome),
          report.phoneDemos.outcomes[outcome].current,
        ]),
        [
          "won or lost",
          insightsFilters.winRate,
          report.funnel.won.current + report.funnel.lost.current,
        ],
      ];
      const counts = await Promise.all(
        counted.map(async ([label, filter]) => [label, (await listed(filter)).length] as const),
      );
      expect(counts).toEqual(counted.map(([label, , figure]) => [label, figure]));
      // By name, where the figures are new: the decided, the answered, the placed calls.
      expect(await names(insightsFilters.winRate)).toEqual(["A", "G", "J"]);
      expect(await names(insightsFilters.unanswered)).toEqual(["E", "I", "K"]);
      expect(await names(insightsFilters.placed)).toEqual(["F", "G", "H", "J", "K"]);
      // The median call is over the connected calls the link lists: F (120 s) and J (300 s).
      const connected = await listed(insightsFilters.callDuration);
      expect(connected.map((item) => item.call?.durationSeconds).sort()).toEqual([120, 300]);
      expect(report.phoneDemos.medianDurationSeconds.current).toBe(210);
      const bad = await api.get("/v1/inquiries?call=maybe&responded=1&decided=no");
      expect(bad.status).toBe(422);
      expect(
        Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields),
      ).toEqual(["call", "responded", "decided"]);
    });

    it("refuses a bad period or time zone, and anyone but an admin", async () => {
      const fieldsOf = async (query: string) => {
        const res = await api.get(`/v1/admin/insights?${query}`);
        expect(res.status).toBe(422);
        return Object.keys(((await res.json()) as { error: { fields: object } }).error.fields);
      };
      expect(await fieldsOf("from=2026-03-08&to=2026-03-02&tz=UTC")).toEqual(["to"]);
      expect(await fieldsOf("from=2026-02-30&to=2026-03-02&tz=UTC")).toEqual(["from"]);
      expect(await fieldsOf("from=2026-03-01&to=2026-03-02&tz=Mars%2FOlympus")).toEqual(["tz"]);
      expect(await fieldsOf("from=2024-01-01&to=2026-03-02&tz=UTC")).toEqual(["to"]);
      expect(await fieldsOf("from=2026-03-01&to=2026-03-02&tz=UTC&x=1")).toEqual(["x"]);
      const anonymous = await api.get(
        "/v1/admin/insights?from=2026-03-01&to=2026-03-02&tz=UTC",
        {},
      );
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("cache-control")).toBe("no-store");
      const user = await api.get("/v1/admin/insights?from=2026-03-01&to=2026-03-02&tz=UTC", {
        authorization: "Bearer user-token",
      });
      expect(user.status).toBe(403);
    });

    it("records the first response once: a status away from new or a note", async () => {
      const firstResponseOf = async (id: string) =>
        (await database.db.query.inquiries.findFirst({ where: (row, { eq }) => eq(row.id, id) }))
          ?.firstResponseAt ?? null;
      const [statusOnly, noted] = [randomUUID(), randomUUID()];
      await database.db.insert(inquiries).values(
        [statusOnly, noted].map((id) => ({
          id,
          kind: "contact" as const,
          name: "Fresh",
          email: "fresh@clinic.com",
          createdAt: new Date(),
        })),
      );
      const patch = (id: string, body: object) =>
        api.patch(`/v1/inquiries/${id}`, body, { authorization: ADMIN_TOKEN });
      expect((await patch(statusOnly, { status: "new" })).status).toBe(200);
      expect(await firstResponseOf(statusOnly)).toBeNull();
      expect((await patch(statusOnly, { status: "in_progress" })).status).toBe(200);
      const first = await firstResponseOf(statusOnly);
      expect(first).toBeInstanceOf(Date);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await patch(statusOnly, { status: "won" })).status).toBe(200);
      const note = (id: string, body: string) =>
        api.post(`/v1/inquiries/${id}/notes`, { body }, { authorization: ADMIN_TOKEN });
      expect((await note(statusOnly, "Signed")).status).toBe(201);
      expect(await firstResponseOf(statusOnly)).toEqual(first);
      expect(await firstResponseOf(noted)).toBeNull();
      expect((await note(noted, "Called back, left a message")).status).toBe(201);
      expect(await firstResponseOf(noted)).toBeInstanceOf(Date);
    });
  });
}
