import { timings, type RoiPageContent } from "@novaline/content";
import { formatNumber, formatUsd, type RoiResult } from "@novaline/roi";
import { cn, useInView } from "@novaline/ui";
import { useRef, type CSSProperties } from "react";

export interface RoiChartProps {
  copy: RoiPageContent["chart"];
  result: RoiResult;
}

/**
 * Before/after bars for revenue and customers. The bars grow over 2 s the first time the chart
 * is seen, and follow the sliders after that; with reduced motion they are drawn at once.
 */
export function RoiChart({ copy, result }: RoiChartProps) {
  const chart = useRef<HTMLDivElement>(null);
  const seen = useInView(chart, { once: true, threshold: 0.3 });
  const groups = [
    {
      label: copy.revenueLabel,
      before: result.currentRevenue,
      after: result.newRevenue,
      format: (value: number) => formatUsd(value, { compact: true }),
    },
    {
      label: copy.customersLabel,
      before: result.currentCustomers,
      after: result.newCustomers,
      format: (value: number) => formatNumber(value),
    },
  ];

  return (
    <figure ref={chart} className="grid gap-4">
      <figcaption className="font-semibold">{copy.title}</figcaption>
      <div
        className="grid grid-cols-2 gap-6"
        style={{ "--chart-ms": `${String(timings.chartMs)}ms` } as CSSProperties}
      >
        {groups.map((group) => {
          const max = Math.max(group.after, 1);
          return (
            <div key={group.label} className="grid gap-2">
              <p className="text-sm text-muted-foreground">{group.label}</p>
              <div className="flex gap-3 border-b border-border">
                {[
                  { key: "before", value: group.before },
                  { key: "after", value: group.after },
                ].map((bar) => (
                  <div key={bar.key} className="flex flex-1 flex-col items-center gap-1">
                    <span className="text-xs font-semibold tabular-nums">
                      {group.format(bar.value)}
                    </span>
                    {/* The track has a fixed height, so each bar is in proportion to it. */}
                    <div className="relative h-32 w-full max-w-16">
                      <span
                        data-bar={bar.key}
                        aria-hidden="true"
                        style={{ height: `${String((bar.value / max) * 100)}%` }}
                        className={cn(
                          "absolute inset-x-0 bottom-0 origin-bottom rounded-t-xl transition-[transform,height] duration-(--chart-ms) ease-out motion-reduce:transition-none",
                          bar.key === "after" ? "bg-brand" : "bg-muted-foreground/40",
                          seen ? "scale-y-100" : "scale-y-0 motion-reduce:scale-y-100",
                        )}
                      />
                    </div>
                  </div>
                ))}
              </div>
              <div className="flex gap-3 text-center text-xs text-muted-foreground">
                <span className="flex-1">{copy.beforeLabel}</span>
                <span className="flex-1">{copy.afterLabel}</span>
              </div>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
