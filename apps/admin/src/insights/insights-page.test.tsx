import { fillIn, routes } from "@novaline/content";
import type { InquiryChange, InsightsReport } from "@novaline/inquiry";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { WatchInquiries } from "../inquiries/inquiries-api-context.js";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { insightsReport } from "../testing/insights-report.js";
import { renderAdmin } from "../testing/render-admin.js";
import { insightsCopy as copy } from "./insights-copy.js";

const PERIOD = "from=2026-03-02&to=2026-03-08";

function dashboard(watch: WatchInquiries | null = null, report: InsightsReport = insightsReport()) {
  const fake = fakeInquiryApi((url) =>
    url.pathname === "/v1/admin/insights"
      ? { status: 200, body: report }
      : { items: [], nextCursor: null },
  );
  const view = renderAdmin(
    `${routes.adminInsights}?${PERIOD}`,
    fakeAuthClient(signedInAdmin).client,
    fake.api,
    watch,
  );
  const insightsRequests = () =>
    fake.requests().filter((request) => request.url.pathname === "/v1/admin/insights");
  return { ...view, ...fake, insightsRequests };
}

describe("the insights dashboard", () => {
  it("asks for the period in the address in the staff member's time zone and shows its figures", async () => {
    const { insightsRequests } = dashboard();
    const total = await screen.findByRole("link", { name: /^Leads: 12\./ });
    const [request] = insightsRequests();
    expect(request?.url.searchParams.get("from")).toBe("2026-03-02");
    expect(request?.url.searchParams.get("to")).toBe("2026-03-08");
    expect(request?.url.searchParams.get("tz")).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(total).toHaveAttribute("href", `${routes.adminInquiries}?${PERIOD}`);
    // 12 against 8: half again as many, good news.
    expect(screen.getAllByText("+50%")[0]).toHaveAttribute("data-tone", "good");
    // A faster median response (12 min against 25) is good news too.
    expect(screen.getAllByText("13 min").length).toBeGreaterThan(0);
    expect(screen.getAllByText("−50%")[0]).toHaveAttribute("data-tone", "good");
    expect(screen.getAllByText("75%").length).toBeGreaterThan(0);
  });

  it("links every count to the inbox filtered to exactly those inquiries", async () => {
    dashboard();
    const link = async (name: RegExp) =>
      new URL((await screen.findByRole("link", { name })).getAttribute("href") ?? "", "http://x")
        .searchParams;
    expect(Object.fromEntries(await link(/^Phone demo: 4\./))).toEqual({
      kind: "demo",
      call: "yes",
      from: "2026-03-02",
      to: "2026-03-08",
    });
    expect(Object.fromEntries(await link(/^Demo request: 2\./))).toMatchObject({
      kind: "demo",
      call: "no",
    });
    expect((await link(/^\/pricing$/)).get("source")).toBe("/pricing");
    expect((await link(/^Healthcare$/)).get("industry")).toBe("health");
    expect((await link(/^Won$/)).get("status")).toBe("won");
    expect(Object.fromEntries(await link(/^Connected: 2\./))).toMatchObject({
      kind: "demo",
      outcome: "connected",
    });
    // A page nobody recorded has no filter: not a link.
    expect(screen.getByText(copy.sources.none).closest("a")).toBeNull();
  });

  it("links the rates and times to the inquiries they are over, and the leads nobody answered", async () => {
    dashboard();
    const link = async (name: RegExp) =>
      Object.fromEntries(
        new URL(
          (await screen.findAllByRole("link", { name }))[0]?.getAttribute("href") ?? "",
          "http://x",
        ).searchParams,
      );
    const period = { from: "2026-03-02", to: "2026-03-08" };
    expect(await link(/^Win rate: 75%\. Show the won and lost leads/)).toEqual({
      decided: "yes",
      ...period,
    });
    expect(await link(/^Median time to first response: .* Show the answered leads/)).toEqual({
      responded: "yes",
      ...period,
    });
    expect(await link(/^90th percentile: .* Show the answered leads/)).toEqual({
      responded: "yes",
      ...period,
    });
    expect(await link(/^Placed: \d+\./)).toEqual({ kind: "demo", call: "placed", ...period });
    expect(await link(/^Median call: .* Show the connected calls/)).toEqual({
      kind: "demo",
      outcome: "connected",
      ...period,
    });
    expect(await link(/^Show the \d+ leads? not answered yet$/)).toEqual({
      responded: "no",
      ...period,
    });
  });

  it("links no rate or time that has no value, nor answered leads when none were answered", async () => {
    const report = insightsReport();
    dashboard(
      null,
      insightsReport({
        winRate: { current: null, previous: 0.5 },
        firstResponse: {
          answered: { current: 0, previous: 6 },
          medianSeconds: { current: null, previous: 1500 },
          p90Seconds: { current: null, previous: 7200 },
        },
      }),
    );
    await screen.findByRole("link", { name: /^Leads: 12\./ });
    expect(screen.queryByRole("link", { name: /^Win rate/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /first response|percentile/i })).toBeNull();
    expect(screen.queryByRole("link", { name: copy.response.showAnswered })).toBeNull();
    // All 12 wait for an answer: that link stays.
    expect(
      screen.getByRole("link", {
        name: fillIn(copy.response.showUnanswered.other, { count: report.leads.total.current }),
      }),
    ).toBeInTheDocument();
  });

  it("shows the chart as a table on request, each day linking to its inquiries", async () => {
    dashboard();
    const toggle = await screen.findByRole("button", { name: copy.leads.showTable });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: copy.leads.tableCaption.day });
    const [, firstDay] = within(table).getAllByRole("row");
    if (!firstDay) throw new Error("The table has no rows");
    expect(firstDay).toHaveTextContent(/Mar 2\s*5\s*2\s*0\s*4\s*11\s*0/);
    expect(within(firstDay).getByRole("link")).toHaveAttribute(
      "href",
      `${routes.adminInquiries}?from=2026-03-02&to=2026-03-02`,
    );
  });

  it("reads its figures again once after a burst of changes from the live feed", async () => {
    const handlers: Parameters<WatchInquiries>[0][] = [];
    const watch: WatchInquiries = (h) => {
      handlers.push(h);
      return () => undefined;
    };
    const { insightsRequests } = dashboard(watch);
    await screen.findByRole("link", { name: /^Leads: 12\./ });
    expect(insightsRequests()).toHaveLength(1);
    const change: InquiryChange = { kind: "created", inquiry: inquiryRecord() };
    act(() => {
      for (const h of handlers) {
        h.onLive?.(true);
        h.onChange(change);
        h.onChange(change);
        h.onChange(change);
      }
    });
    expect(screen.getByText(copy.live)).toBeInTheDocument();
    await waitFor(
      () => {
        expect(insightsRequests()).toHaveLength(2);
      },
      { timeout: 4000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(insightsRequests()).toHaveLength(2);
  });

  it("switches the period from the picker and keeps it in the address", async () => {
    const { router, insightsRequests } = dashboard();
    await screen.findByRole("link", { name: /^Leads: 12\./ });
    await userEvent.click(screen.getByRole("button", { name: "7 days" }));
    expect(router.state.location.search).toBe("?period=7");
    await waitFor(() => {
      expect(insightsRequests()).toHaveLength(2);
    });
    const days = insightsRequests()[1]?.url.searchParams;
    expect(days?.get("to")).not.toBe("2026-03-08");
    expect(screen.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  });
});
