import type { InsightsFigure } from "@novaline/inquiry";
import { insightsCopy } from "./insights-copy.js";

const whole = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** A count: `1,204`. */
export const formatCount = (value: number): string => whole.format(value);

/** A share, 0–1: `67%`; `—` for none. */
export const formatRate = (value: number | null): string =>
  value === null ? "—" : percent.format(value);

/** A duration: `45 s`, `12 min`, `3 h 20 min`, `2 d 4 h`; `—` for none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const s = Math.round(seconds);
  if (s < 60) return `${String(s)} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${String(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(rest)} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${String(days)} d` : `${String(days)} d ${String(restHours)} h`;
}

/** A day `YYYY-MM-DD` as `Nov 3` (with the year when `withYear`). */
export function formatDay(day: string, withYear = false): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Which way a change went, and whether that is good news. */
export interface Delta {
  readonly direction: "up" | "down" | "same" | "new" | "none";
  /** `+25%`, `−10%`, `new`, `no change`. */
  readonly text: string;
  readonly tone: "good" | "bad" | "neutral";
}

/**
 * The change from the previous period: a percentage, or `new` when there was nothing before.
 * `better` says which way is good news (a faster response is `down`).
 */
export function deltaOf(
  figure: InsightsFigure<number | null>,
  better: "up" | "down" = "up",
): Delta {
  const { current, previous } = figure;
  if (current === null || previous === null)
    return { direction: "none", text: "", tone: "neutral" };
  if (current === previous)
    return { direction: "same", text: insightsCopy.noChange, tone: "neutral" };
  if (previous === 0)
    return {
      direction: "new",
      text: insightsCopy.newSince,
      tone: better === "up" ? "good" : "bad",
    };
  const change = (current - previous) / Math.abs(previous);
  const up = change > 0;
  const rounded = Math.round(Math.abs(change) * 100);
  return {
    direction: up ? "up" : "down",
    text: `${up ? "+" : "−"}${String(rounded)}%`,
    tone: up === (better === "up") ? "good" : "bad",
  };
}
