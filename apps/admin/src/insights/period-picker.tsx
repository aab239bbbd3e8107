import { Button, Input, Label, cn } from "@novaline/ui";
import { useId, useState, type SyntheticEvent } from "react";
import { insightsCopy as copy } from "./insights-copy.js";
import { PERIOD_PRESETS, type InsightsPeriodChoice, type PeriodPreset } from "./insights-period.js";

export interface PeriodPickerProps {
  readonly period: InsightsPeriodChoice;
  readonly onPreset: (days: PeriodPreset) => void;
  readonly onCustom: (from: string, to: string) => void;
}

/** 7, 30 or 90 days ending today, or a custom period of days (both included). */
export function PeriodPicker({ period, onPreset, onCustom }: PeriodPickerProps) {
  const [customOpen, setCustomOpen] = useState(period.preset === "custom");
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const fromId = useId();
  const toId = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (from !== "" && to !== "" && from <= to) onCustom(from, to);
  };
  const segment = (pressed: boolean) =>
    cn(
      "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      pressed ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label={copy.periodLabel}
        className="inline-flex rounded-lg bg-muted p-1"
      >
        {PERIOD_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={period.preset === days}
            className={segment(period.preset === days)}
            onClick={() => {
              setCustomOpen(false);
              onPreset(days);
            }}
          >
            {copy.presets[`${days}`]}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={customOpen || period.preset === "custom"}
          aria-expanded={customOpen}
          className={segment(customOpen || period.preset === "custom")}
          onClick={() => {
            setFrom(period.from);
            setTo(period.to);
            setCustomOpen((open) => !open);
          }}
        >
          {copy.custom}
        </button>
      </div>
      {customOpen && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={fromId} className="text-xs">
              {copy.fromLabel}
            </Label>
            <Input
              id={fromId}
              type="date"
              value={from}
              max={to}
              onChange={(event) => {
                setFrom(event.target.value);
              }}
              className="h-9 w-40"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={toId} className="text-xs">
              {copy.toLabel}
            </Label>
            <Input
              id={toId}
              type="date"
              value={to}
              min={from}
              onChange={(event) => {
                setTo(event.target.value);
              }}
              className="h-9 w-40"
            />
          </div>
          <Button type="submit" size="sm" className="h-9">
            {copy.apply}
          </Button>
        </form>
      )}
    </div>
  );
}
