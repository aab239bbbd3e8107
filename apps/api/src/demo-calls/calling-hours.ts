// The main entry: the time-zone data reads its PhoneNumber class. The max metadata (as elsewhere
// in the API) for a number's type: the main entry's cannot tell a mobile from a landline.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { parsePhoneNumberFromString as parseWithTypes } from "libphonenumber-js/max";
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
 * The number types tied to a place: a landline, and a number libphonenumber cannot tell from one
 * (every US and Canadian one: NANP mobiles have area codes like landlines). A mobile elsewhere,
 * VoIP, personal, pager, UAN and the rest may ring anywhere in their country.
 */
const GEOGRAPHIC_TYPES: ReadonlySet<string> = new Set(["FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

/**
 * Every time zone of a country (ISO 3166 alpha-2), from the ICU data Node ships
 * (`Intl.Locale#getTimeZones`, not in TypeScript's ES2023 library); `[]` where ICU knows none
 * (Ascension, Tristan da Cunha, Kosovo: one zone each, which the number's data gives).
 */
function countryZones(country: string): string[] {
  const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
    getTimeZones?: () => string[] | undefined;
  };
  return locale.getTimeZones?.() ?? [];
}

/**
 * The time zones a number rings in: its area's where the number is tied to a place (a landline;
 * every US and Canadian number) and the data knows it (a US area code, a Sydney landline), else
 * every zone of its country with any the data names (the call must suit all of them). Google's
 * data gives a whole country's mobiles one zone (Australia's: Sydney), which is not where they
 * are.
 */
export async function zonesOf(e164: string): Promise<string[]> {
  const known = ((await timezones(parsePhoneNumberFromString(e164))) ?? []).filter(
    (zone) => zone !== "Etc/Unknown",
  );
  const number = parseWithTypes(e164);
  const country = number?.country;
  if (country === undefined) return known;
  if (known.length > 0 && GEOGRAPHIC_TYPES.has(number?.getType() ?? "")) return known;
  return [...new Set([...known, ...countryZones(country)])].sort();
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
 * several zones, the time in the one that opens last (an Australian mobile: "08:00 (Perth time)",
 * when it is 11:00 in Sydney), named with any zone on the same clock; "local time" when every zone
 * shows the same clock (a UK mobile: London, Guernsey, Man).
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
  // The clock that opens last has just opened (0 minutes since the start of the hours there).
  const sinceOpening = (zone: string) =>
    (localMinutes(nextAllowedAt, zone) - hours.start + 24 * 60) % (24 * 60);
  let last: [string, string[]] | undefined;
  for (const group of byClock) {
    const zone = group[1][0] ?? "UTC";
    if (last === undefined || sinceOpening(zone) < sinceOpening(last[1][0] ?? "UTC")) last = group;
  }
  const next =
    last === undefined
      ? `${at("UTC")} (UTC)`
      : byClock.size === 1 && last[1].length > 1
        ? `${last[0]} (local time)`
        : `${last[0]} (${last[1].map(cityOf).join(", ")} time)`;
  return `We only call between ${clock(hours.start)} and ${clock(hours.end)} at the number's local time. The next time we can call it is ${next}. You can talk to our AI in your browser now.`;
}
