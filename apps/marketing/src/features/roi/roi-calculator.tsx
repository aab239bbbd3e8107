import type { RoiResultKey } from "@novaline/content";
import {
  calculateRoi,
  formatNumber,
  formatUsd,
  type RoiInput,
  type RoiInputField,
} from "@novaline/roi";
import { cn, CountUp, Slider } from "@novaline/ui";
import { useState } from "react";
import type { RoiCalculatorData } from "./roi-calculator-data";

const formatInput = (unit: "count" | "usd" | "percent", value: number) =>
  unit === "usd"
    ? formatUsd(value)
    : unit === "percent"
      ? `${String(value)}%`
      : formatNumber(value);

export interface RoiCalculatorProps {
  data: RoiCalculatorData;
  value: RoiInput;
  onValueChange: (value: RoiInput) => void;
  /** Called once the visitor lets go of a slider (to save the values in the address). */
  onValueCommit?: (value: RoiInput) => void;
  /** Which results to show, in order (default: the headline result, extra leads, hours saved). */
  results?: readonly RoiResultKey[];
  /** Green accents (the Pricing page's teaser). */
  tone?: "brand" | "success";
  className?: string;
}

/**
 * The ROI calculator from `@novaline/roi`: three labelled sliders and live results. One component
 * for the /roi page, the home page's teaser and the landing page.
 */
export function RoiCalculator({
  data,
  value,
  onValueChange,
  onValueCommit,
  results = [data.headlineResult, "extraLeads", "hoursSaved"],
  tone = "brand",
  className,
}: RoiCalculatorProps) {
  const result = calculateRoi(value);
  // Screen readers hear the headline result once a slider is let go, not at every step.
  const [summary, setSummary] = useState("");
  const headline = data.results[data.headlineResult];
  const update = (field: RoiInputField, next: number) => ({ ...value, [field]: next });

  return (
    <div data-tone={tone} className={cn("grid gap-8 lg:grid-cols-[1fr_1fr]", className)}>
      {/* The floating buttons step aside while the sliders are under them (shell/floating-yield.ts). */}
      <div data-yield-floating className="grid content-start gap-7">
        {data.inputs.map((input) => (
          <div key={input.field} className="grid gap-1.5">
            <Slider
              label={input.label}
              min={input.min}
              max={input.max}
              step={input.step}
              value={value[input.field]}
              onValueChange={(next) => {
                onValueChange(update(input.field, next));
              }}
              onValueCommit={(next) => {
                const committed = update(input.field, next);
                onValueCommit?.(committed);
                const amount = calculateRoi(committed)[data.headlineResult];
                setSummary(
                  `${headline.label}: ${headline.unit === "usd" ? formatUsd(amount) : formatNumber(amount)}`,
                );
              }}
              formatValue={(next) => formatInput(input.unit, next)}
              name={input.field}
            />
            <p className="text-xs text-muted-foreground">{input.help}</p>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
      <dl className="grid content-start gap-3 sm:grid-cols-2">
        {results.map((key, index) => {
          const { label, unit } = data.results[key];
          const amount = result[key];
          const isHeadline = index === 0;
          return (
            <div
              key={key}
              data-result={key}
              className={cn(
                "grid gap-1 rounded-2xl border p-4",
                isHeadline
                  ? cn(
                      "sm:col-span-2",
                      tone === "success"
                        ? "border-success/40 bg-success/10"
                        : "border-primary/30 bg-primary/5",
                    )
                  : "border-border bg-background/60",
              )}
            >
              <dt className="text-sm text-muted-foreground">
                {label}
                {unit === "usd" ? ` ${data.perMonthLabel}` : ""}
              </dt>
              <dd
                className={cn(
                  "order-first font-bold tabular-nums",
                  isHeadline
                    ? cn("text-4xl", tone === "success" ? "text-success" : "text-primary")
                    : "text-2xl",
                )}
              >
                <CountUp
                  value={amount}
                  format={(n) =>
                    unit === "usd" ? formatUsd(Math.round(n)) : formatNumber(Math.round(n))
                  }
                />
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
