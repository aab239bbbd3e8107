// `pnpm start`'s demo-call limits are settings the API reads, and let a newcomer try each number
// of the Vapi stand-in again and again, at any hour.
import { describe, expect, it } from "vitest";
import { parseConfig } from "../apps/api/src/config.ts";
import { LOCAL_DEMO_CALL_LIMITS } from "./dev-servers.ts";

// Answered, busy (…0001), no answer (…0002), do-not-call (…0003).
const STAND_IN_OUTCOMES = 4;

describe("the local demo-call limits", () => {
  const { demoCalls } = parseConfig({ ...LOCAL_DEMO_CALL_LIMITS });

  it("are read by the API, every one of them", () => {
    expect(demoCalls).toMatchObject({
      perIpPerHour: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_IP_PER_HOUR),
      per56PerHour: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_56_PER_HOUR),
      per48PerHour: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_48_PER_HOUR),
      perNumberPerDay: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_NUMBER_PER_DAY),
      perMinute: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_MINUTE),
      perDay: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_DAY),
      perCountryPerDay: Number(LOCAL_DEMO_CALL_LIMITS.DEMO_CALLS_PER_COUNTRY_PER_DAY),
      hours: { start: 0, end: 24 * 60 },
    });
  });

  it("let one person try every stand-in number ten times in an hour, each number again", () => {
    expect(demoCalls.perIpPerHour).toBeGreaterThanOrEqual(10 * STAND_IN_OUTCOMES);
    expect(demoCalls.per56PerHour).toBeGreaterThanOrEqual(10 * STAND_IN_OUTCOMES);
    expect(demoCalls.per48PerHour).toBeGreaterThanOrEqual(10 * STAND_IN_OUTCOMES);
    expect(demoCalls.perNumberPerDay).toBeGreaterThanOrEqual(10);
    expect(demoCalls.perMinute).toBeGreaterThanOrEqual(STAND_IN_OUTCOMES);
  });

  it("are far above what production allows by default", () => {
    const production = parseConfig({}).demoCalls;
    expect(demoCalls.perIpPerHour).toBeGreaterThan(production.perIpPerHour);
    expect(demoCalls.perNumberPerDay).toBeGreaterThan(production.perNumberPerDay);
  });
});
