export function closedCallingHours(
  timeZone: string,
  now?: Date,
): { start: number; end: number; setting: string };
