import { fillIn } from "@novaline/content";
import {
  INQUIRY_STATUSES,
  insightsFilters,
  LEAD_KINDS,
  DEMO_CALL_OUTCOMES,
  PHONE_DEMO_REFUSALS,
  type IndustryKey,
  type InquiryStatus,
  type InsightsFilter,
  type InsightsReport,
} from "@novaline/inquiry";
import { Link } from "react-router";
import { industryName } from "../inquiries/industry-name.js";
import { insightsCopy as copy } from "./insights-copy.js";
import { formatCount, formatDuration, formatRate } from "./insights-format.js";
import { InsightsSection } from "./insights-section.js";
import { inboxLink } from "./insights-period.js";
import { LeadsChart } from "./leads-chart.js";
import { LEAD_COLORS } from "./lead-colors.js";
import { ShareList } from "./share-list.js";
import { StatCard } from "./stat-card.js";

const count = (value: number | null) => formatCount(value ?? 0);

const TEXT_LINK =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export interface InsightsDashboardProps {
  readonly report: InsightsReport;
  readonly inboxPath: string;
}

/**
 * The dashboard's cards for one report: every figure links to the inbox showing the inquiries it
 * counts, or is over (`insightsFilters`); only refusals that stored no inquiry have none.
 */
export function InsightsDashboard({ report, inboxPath }: InsightsDashboardProps) {
  const link = (filter?: InsightsFilter) => inboxLink(inboxPath, report.period, filter);
  const { leads, funnel, firstResponse, phoneDemos } = report;
  const unanswered = leads.total.current - firstResponse.answered.current;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={copy.leads.total}
          figure={leads.total}
          format={count}
          href={link(insightsFilters.total)}
        />
        <StatCard
          label={copy.funnel.winRate}
          figure={report.winRate}
          format={formatRate}
          hint={copy.funnel.winRateHint}
          href={link(insightsFilters.winRate)}
          shows={copy.linkShows.winRate}
        />
        <StatCard
          label={`${copy.response.median} ${copy.response.heading.toLowerCase()}`}
          figure={firstResponse.medianSeconds}
          format={formatDuration}
          better="down"
          href={link(insightsFilters.answered)}
          shows={copy.linkShows.response}
        />
        <StatCard
          label={`${copy.phone.heading}: ${copy.phone.outcomes.connected.toLowerCase()}`}
          figure={phoneDemos.outcomes.connected}
          format={count}
          href={link(insightsFilters.outcome("connected"))}
        />
      </div>

      <InsightsSection title={copy.leads.heading}>
        <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {LEAD_KINDS.map((kind) => (
            <StatCard
              key={kind}
              size="md"
              label={copy.leads.kinds[kind]}
              figure={leads.byKind[kind]}
              format={count}
              href={link(insightsFilters.leads(kind))}
              className="border-l-4"
              accent={LEAD_COLORS[kind]}
            />
          ))}
        </div>
        <LeadsChart report={report} inboxPath={inboxPath} />
      </InsightsSection>

      <div className="grid gap-4 lg:grid-cols-2">
        <InsightsSection title={copy.sources.heading}>
          <ShareList
            label={copy.sources.heading}
            shares={report.sources}
            nameOf={(key) => key ?? copy.sources.none}
            hrefOf={(key) => link(insightsFilters.source(key))}
            empty={copy.sources.empty}
          />
        </InsightsSection>
        <InsightsSection title={copy.industries.heading}>
          <ShareList
            label={copy.industries.heading}
            shares={report.industries}
            nameOf={(key) => (key === null ? "—" : industryName(key))}
            hrefOf={(key) => link(insightsFilters.industry(key as IndustryKey))}
            empty={copy.industries.empty}
          />
        </InsightsSection>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <InsightsSection
          title={copy.funnel.heading}
          action={
            <span className="text-sm text-muted-foreground">
              {copy.funnel.winRate}{" "}
              {report.winRate.current === null ? (
                <span className="font-semibold text-foreground">
                  {formatRate(report.winRate.current)}
                </span>
              ) : (
                <Link
                  to={link(insightsFilters.winRate)}
                  aria-label={`${copy.funnel.winRate}: ${formatRate(report.winRate.current)}. ${fillIn(copy.openInInbox, { what: copy.linkShows.winRate })}`}
                  className="rounded-sm font-semibold text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {formatRate(report.winRate.current)}
                </Link>
              )}
            </span>
          }
        >
          <ShareList
            label={copy.funnel.heading}
            shares={INQUIRY_STATUSES.map((status) => ({ key: status, ...funnel[status] }))}
            nameOf={(key) => copy.funnel.statuses[key as keyof typeof copy.funnel.statuses]}
            hrefOf={(key) => link(insightsFilters.status(key as InquiryStatus))}
            empty={copy.sources.empty}
          />
        </InsightsSection>
        <InsightsSection title={copy.response.heading}>
          <div className="grid grid-cols-2 gap-3">
            <StatCard
              size="md"
              label={copy.response.median}
              figure={firstResponse.medianSeconds}
              format={formatDuration}
              better="down"
              href={link(insightsFilters.answered)}
              shows={copy.linkShows.response}
            />
            <StatCard
              size="md"
              label={copy.response.p90}
              figure={firstResponse.p90Seconds}
              format={formatDuration}
              better="down"
              href={link(insightsFilters.answered)}
              shows={copy.linkShows.response}
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            {fillIn(copy.response.answered, {
              count: firstResponse.answered.current,
              total: leads.total.current,
            })}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {firstResponse.answered.current > 0 && (
              <li>
                <Link to={link(insightsFilters.answered)} className={TEXT_LINK}>
                  {copy.response.showAnswered}
                </Link>
              </li>
            )}
            {unanswered > 0 && (
              <li>
                <Link to={link(insightsFilters.unanswered)} className={TEXT_LINK}>
                  {unanswered === 1
                    ? copy.response.showUnanswered.one
                    : fillIn(copy.response.showUnanswered.other, { count: unanswered })}
                </Link>
              </li>
            )}
          </ul>
        </InsightsSection>
      </div>

      <InsightsSection title={copy.phone.heading}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatCard
            size="md"
            label={copy.phone.requested}
            figure={phoneDemos.requested}
            format={count}
            href={link(insightsFilters.requested)}
          />
          <StatCard
            size="md"
            label={copy.phone.placed}
            figure={phoneDemos.placed}
            format={count}
            href={link(insightsFilters.placed)}
          />
          {DEMO_CALL_OUTCOMES.map((outcome) => (
            <StatCard
              key={outcome}
              size="md"
              label={copy.phone.outcomes[outcome]}
              figure={phoneDemos.outcomes[outcome]}
              format={count}
              better={outcome === "connected" ? "up" : "down"}
              href={link(insightsFilters.outcome(outcome))}
            />
          ))}
          <StatCard
            size="md"
            label={copy.phone.medianDuration}
            figure={phoneDemos.medianDurationSeconds}
            format={formatDuration}
            href={link(insightsFilters.callDuration)}
            shows={copy.linkShows.callDuration}
          />
        </div>
        <h3 className="mt-5 text-sm font-semibold">{copy.phone.refusedHeading}</h3>
        <p className="mt-1 text-xs text-muted-foreground">{copy.phone.refusedHint}</p>
        <div className="mt-2">
          <ShareList
            label={copy.phone.refusedHeading}
            shares={PHONE_DEMO_REFUSALS.map((reason) => ({
              key: reason,
              ...phoneDemos.refusedBy[reason],
            }))}
            nameOf={(key) => copy.phone.refusals[key as keyof typeof copy.phone.refusals]}
            empty=""
          />
        </div>
      </InsightsSection>
    </div>
  );
}
