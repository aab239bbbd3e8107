// Calling hours that are closed now in a time zone, for the tests of the phone demo's refusal
// outside them (the API's tests and the site's browser tests run at any hour).

/**
 * An hour-long window that opens two hours from now in `timeZone` (at most three, never across
 * midnight), in minutes after midnight and as `DEMO_CALL_HOURS` reads it.
 */
export function closedCallingHours(
  timeZone: string,
  now: Date = new Date(),
): { start: number; end: number; setting: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  // Two hours from now; a window that would cross midnight opens at midnight instead (then
  // between two and three hours from now).
  const later = (part("hour") * 60 + part("minute") + 120) % (24 * 60);
  const start = later > 23 * 60 ? 0 : later;
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { start, end: start + 60, setting: `${clock(start)}-${clock(start + 60)}` };
}
