import { fillIn, pageMeta, routes } from "@novaline/content";
import { Button, Skeleton } from "@novaline/ui";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useAuthClient, useSession } from "../auth/auth-context.js";
import { AdminGate } from "../auth/admin-gate.js";
import { forgetAllNoteDrafts } from "../inquiries/note-drafts.js";
import { AdminHeader } from "../shell/admin-header.js";
import { insightsCopy as copy } from "./insights-copy.js";
import { InsightsDashboard } from "./insights-dashboard.js";
import { formatDay } from "./insights-format.js";
import { browserTimeZone, periodFromParams, today } from "./insights-period.js";
import { PeriodPicker } from "./period-picker.js";
import { useInsights } from "./use-insights.js";

/** The figures for the period in the address, with the period picker. */
export function InsightsRegion() {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFromParams(params, today()), [params]);
  const tz = useMemo(() => browserTimeZone(), []);
  const insights = useInsights({ from: period.from, to: period.to, tz });
  const report = insights.data;
  return (
    <div className="mt-6 grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker
          period={period}
          onPreset={(days) => {
            setParams(new URLSearchParams({ period: String(days) }));
          }}
          onCustom={(from, to) => {
            setParams(new URLSearchParams({ from, to }));
          }}
        />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {report &&
            fillIn(copy.comparedWith, {
              from: formatDay(report.previousPeriod.from, true),
              to: formatDay(report.previousPeriod.to, true),
            })}
          {" · "}
          {fillIn(copy.timeZone, { zone: tz })}
          {insights.live && (
            <span className="ml-2 inline-flex items-center gap-1 font-medium text-success">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {copy.live}
            </span>
          )}
        </p>
      </div>
      {insights.isError && !report ? (
        <div role="alert" className="rounded-xl border border-border bg-card p-6">
          <p>{copy.loadFailed}</p>
          <Button
            className="mt-3"
            variant="outline"
            onClick={() => {
              void insights.refetch();
            }}
          >
            {copy.retry}
          </Button>
        </div>
      ) : report ? (
        <div
          aria-busy={insights.isFetching}
          className={insights.isPlaceholderData ? "opacity-60" : ""}
        >
          <InsightsDashboard report={report} inboxPath={routes.adminInquiries} />
        </div>
      ) : (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">{copy.loading}</span>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-28 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-xl" />
        </div>
      )}
    </div>
  );
}

/** /admin/insights: the dashboard, loaded with its route (the chart code stays out of the inbox). */
export function InsightsPage() {
  const client = useAuthClient();
  const session = useSession();
  return (
    <AdminGate>
      <div className="min-h-dvh bg-background text-foreground">
        <title>{pageMeta.adminInsights.title}</title>
        <AdminHeader
          email={session.status === "signedIn" ? session.email : undefined}
          onSignOut={() => {
            forgetAllNoteDrafts();
            void client.signOut();
          }}
        />
        <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
          <p className="mt-2 text-muted-foreground">{copy.intro}</p>
          <InsightsRegion />
        </main>
      </div>
    </AdminGate>
  );
}

export { InsightsPage as Component };
