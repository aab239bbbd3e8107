import { LEAD_KINDS, type InsightsReport } from "@novaline/inquiry";
import { Button } from "@novaline/ui";
import { useId, useState } from "react";
import { Link } from "react-router";
import { insightsCopy } from "./insights-copy.js";
import { formatCount, formatDay } from "./insights-format.js";
import { inboxLink } from "./insights-period.js";
import { LEAD_COLORS } from "./lead-colors.js";
import { chartGeometry, HEIGHT, sum } from "./leads-chart-geometry.js";

const copy = insightsCopy.leads;
/** A bar's days: `Nov 3` or `Nov 3 – Nov 9`. */
const daysOf = ({ from, to }: { from: string; to: string }) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;

export interface LeadsChartProps {
  readonly report: InsightsReport;
  readonly inboxPath: string;
}

/**
 * Leads per day (or 7 days) stacked by kind, the previous period's totals as a dashed line over
 * the same bars; with a table of the same figures (read by screen readers, shown on request).
 */
export function LeadsChart({ report, inboxPath }: LeadsChartProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const { series } = report.leads;
  const { x, y, width, layers, previousLine, ticks } = chartGeometry(series);
  const labelEvery = Math.max(1, Math.ceil(series.length / 6));

  return (
    <figure className="m-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-semibold">{copy.chartTitle[report.bucket]}</figcaption>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => {
            setAsTable((shown) => !shown);
          }}
        >
          {asTable ? copy.hideTable : copy.showTable}
        </Button>
      </div>
      <ul
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-hidden="true"
      >
        {LEAD_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ background: LEAD_COLORS[kind] }} />
            {copy.kinds[kind]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="w-4 border-t-2 border-dashed border-muted-foreground" />
          {copy.previousLegend}
        </li>
      </ul>
      {!asTable && (
        <div className="mt-3" aria-hidden="true" data-testid="leads-chart">
          <div className="flex gap-2">
            <div className="relative h-48 w-10 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
              {ticks.map((tick) => (
                <span
                  key={tick}
                  className="absolute right-0 -translate-y-1/2"
                  style={{ top: `${String(y(tick))}%` }}
                >
                  {formatCount(tick)}
                </span>
              ))}
            </div>
            <svg
              viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
              preserveAspectRatio="none"
              className="h-48 w-full min-w-0 overflow-visible"
            >
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={width}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-border"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {series.map((bar, index) => (
                <g key={bar.current.from}>
                  <title>{`${daysOf(bar.current)}: ${String(sum(bar.current.leads))} (${daysOf(bar.previous)}: ${String(sum(bar.previous.leads))})`}</title>
                  {layers.map((layer) => {
                    const [bottom, top] = layer[index] ?? [0, 0];
                    if (top === bottom) return null;
                    return (
                      <rect
                        key={layer.key}
                        x={x(bar.current.from)}
                        width={x.bandwidth()}
                        y={y(top)}
                        height={y(bottom) - y(top)}
                        fill={LEAD_COLORS[layer.key]}
                        className="stroke-card"
                        strokeWidth={1}
                        vectorEffect="non-scaling-stroke"
                      />
                    );
                  })}
                </g>
              ))}
              <path
                d={previousLine}
                fill="none"
                className="stroke-muted-foreground"
                strokeWidth={2}
                strokeDasharray="4 3"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          </div>
          <div className="mt-1 ml-12 flex text-xs text-muted-foreground">
            {series.map((bar, index) => (
              <span key={bar.current.from} className="min-w-0 flex-1 text-center whitespace-nowrap">
                {index % labelEvery === 0 ? formatDay(bar.current.from) : ""}
              </span>
            ))}
          </div>
        </div>
      )}
      <div id={tableId} className={asTable ? "mt-3 overflow-x-auto" : "sr-only"}>
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{copy.tableCaption[report.bucket]}</caption>
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {copy.dayColumn}
              </th>
              {LEAD_KINDS.map((kind) => (
                <th key={kind} scope="col" className="px-2 py-1.5 text-right font-medium">
                  {copy.kinds[kind]}
                </th>
              ))}
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {copy.totalColumn}
              </th>
              <th scope="col" className="py-1.5 pl-2 text-right font-medium">
                {copy.previousColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((bar) => (
              <tr key={bar.current.from} className="border-b border-border/60">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                  <Link
                    to={inboxLink(inboxPath, bar.current)}
                    tabIndex={asTable ? undefined : -1}
                    className="underline-offset-4 hover:underline"
                  >
                    {daysOf(bar.current)}
                  </Link>
                </th>
                {LEAD_KINDS.map((kind) => (
                  <td key={kind} className="px-2 py-1.5 text-right">
                    {bar.current.leads[kind]}
                  </td>
                ))}
                <td className="px-2 py-1.5 text-right font-semibold">{sum(bar.current.leads)}</td>
                <td className="py-1.5 pl-2 text-right text-muted-foreground">
                  {sum(bar.previous.leads)}
                  <span className="sr-only">{` (${daysOf(bar.previous)})`}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
