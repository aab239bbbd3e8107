import {
  INQUIRY_STATUSES,
  LEAD_KINDS,
  DEMO_CALL_OUTCOMES,
  PHONE_DEMO_REFUSALS,
  type InsightsReport,
  type LeadKind,
} from "@novaline/inquiry";
import { industryName } from "../inquiries/industry-name.js";
import { insightsCopy as copy } from "./insights-copy.js";
import { formatCount, formatDuration, formatRate } from "./insights-format.js";
import { InsightsSection } from "./insights-section.js";
import { inboxLink, type InboxFilter } from "./insights-period.js";
import { LeadsChart } from "./leads-chart.js";
import { LEAD_COLORS } from "./lead-colors.js";
import { ShareList } from "./share-list.js";
import { StatCard } from "./stat-card.js";

/** The inbox filter of each kind of lead: a phone demo is a demo inquiry with a call. */
export const LEAD_KIND_FILTERS: Readonly<Record<LeadKind, InboxFilter>> = {
  contact: { kind: "contact" },
  maintenance: { kind: "maintenance" },
  demo: { kind: "demo", call: "no" },
  "phone-demo": { kind: "demo", call: "yes" },
};

const count = (value: number | null) => formatCount(value ?? 0);

export interface InsightsDashboardProps {
  readonly report: InsightsReport;
  readonly inboxPath: string;
}

/** The dashboard's cards for one report: every count links to the inbox showing its inquiries. */
export function InsightsDashboard({ report, inboxPath }: InsightsDashboardProps) {
  const link = (filter?: InboxFilter) => inboxLink(inboxPath, report.period, filter);
  const { leads, funnel, firstResponse, phoneDemos } = report;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={copy.leads.total} figure={leads.total} format={count} href={link()} />
        <StatCard
          label={copy.funnel.winRate}
          figure={report.winRate}
          format={formatRate}
          hint={copy.funnel.winRateHint}
        />
        <StatCard
          label={`${copy.response.median} ${copy.response.heading.toLowerCase()}`}
          figure={firstResponse.medianSeconds}
          format={formatDuration}
          better="down"
        />
        <StatCard
          label={`${copy.phone.heading}: ${copy.phone.outcomes.connected.toLowerCase()}`}
          figure={phoneDemos.outcomes.connected}
          format={count}
          href={link({ kind: "demo", outcome: "connected" })}
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
              href={link(LEAD_KIND_FILTERS[kind])}
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
            hrefOf={(key) => link({ source: key })}
            empty={copy.sources.empty}
          />
        </InsightsSection>
        <InsightsSection title={copy.industries.heading}>
          <ShareList
            label={copy.industries.heading}
            shares={report.industries}
            nameOf={(key) => (key === null ? "—" : industryName(key))}
            hrefOf={(key) => link({ industry: key })}
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
              <span className="font-semibold text-foreground">
                {formatRate(report.winRate.current)}
              </span>
            </span>
          }
        >
          <ShareList
            label={copy.funnel.heading}
            shares={INQUIRY_STATUSES.map((status) => ({ key: status, ...funnel[status] }))}
            nameOf={(key) => copy.funnel.statuses[key as keyof typeof copy.funnel.statuses]}
            hrefOf={(key) => link({ status: key })}
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
            />
            <StatCard
              size="md"
              label={copy.response.p90}
              figure={firstResponse.p90Seconds}
              format={formatDuration}
              better="down"
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            {copy.response.answered(firstResponse.answered.current, leads.total.current)}
          </p>
        </InsightsSection>
      </div>

      <InsightsSection title={copy.phone.heading}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatCard
            size="md"
            label={copy.phone.requested}
            figure={phoneDemos.requested}
            format={count}
            href={link(LEAD_KIND_FILTERS["phone-demo"])}
          />
          <StatCard size="md" label={copy.phone.placed} figure={phoneDemos.placed} format={count} />
          {DEMO_CALL_OUTCOMES.map((outcome) => (
            <StatCard
              key={outcome}
              size="md"
              label={copy.phone.outcomes[outcome]}
              figure={phoneDemos.outcomes[outcome]}
              format={count}
              better={outcome === "connected" ? "up" : "down"}
              href={link({ kind: "demo", outcome })}
            />
          ))}
          <StatCard
            size="md"
            label={copy.phone.medianDuration}
            figure={phoneDemos.medianDurationSeconds}
            format={formatDuration}
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
