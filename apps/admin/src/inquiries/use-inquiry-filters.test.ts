import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  filtersFromParams,
  hasFilters,
  isBackwardRange,
  localDay,
  listQuery,
} from "./use-inquiry-filters.js";

const zone = process.env.TZ;

describe("the date filters", () => {
  beforeEach(() => {
    // Daylight saving time ends in New York on Sunday 1 November 2026: a 25-hour day.
    process.env.TZ = "America/New_York";
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("asks for whole days of the staff member's time zone, the last day included", () => {
    expect(listQuery({ from: "2026-11-01", to: "2026-11-01" })).toEqual({
      from: new Date("2026-11-01T04:00:00.000Z"),
      to: new Date("2026-11-02T04:59:59.999Z"),
    });
    expect(listQuery({ kind: "demo", to: "2026-12-31" })).toEqual({
      kind: "demo",
      to: new Date("2027-01-01T04:59:59.999Z"),
    });
  });

  it("reads only real days from the address", () => {
    expect(filtersFromParams(new URLSearchParams("from=2026-02-30&to=2026-13-01"))).toEqual({});
    expect(filtersFromParams(new URLSearchParams("from=yesterday&to=2028-02-29"))).toEqual({
      to: "2028-02-29",
    });
    expect(hasFilters(filtersFromParams(new URLSearchParams("from=2026-11-02")))).toBe(true);
    expect(hasFilters(filtersFromParams(new URLSearchParams("id=abc")))).toBe(false);
  });

  it("reads the demo call outcome filter, only with the API's exact values", () => {
    expect(filtersFromParams(new URLSearchParams("outcome=no-answer"))).toEqual({
      outcome: "no-answer",
    });
    expect(filtersFromParams(new URLSearchParams("outcome=answered"))).toEqual({});
    expect(listQuery({ outcome: "busy", kind: "demo" })).toEqual({ outcome: "busy", kind: "demo" });
  });

  it("knows a range that ends before it starts", () => {
    expect(isBackwardRange({ from: "2026-11-02", to: "2026-11-01" })).toBe(true);
    expect(isBackwardRange({ from: "2026-11-01", to: "2026-11-01" })).toBe(false);
    expect(isBackwardRange({ from: "2026-11-02" })).toBe(false);
  });
});

describe("localDay", () => {
  it("is the day of the staff member's own clock, not UTC's", () => {
    expect(localDay(new Date(2026, 10, 27, 0, 30))).toBe("2026-11-27");
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("the owner and follow-up filters", () => {
  beforeEach(() => {
    process.env.TZ = "Asia/Tokyo";
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("reads Mine, Unassigned and Overdue from the address, ignoring other values", () => {
    const read = (search: string) => filtersFromParams(new URLSearchParams(search));
    expect(read("assignee=me&followUp=overdue")).toEqual({ assignee: "me", followUp: "overdue" });
    expect(read("assignee=none")).toEqual({ assignee: "none" });
    expect(read("assignee=uid-42&followUp=soon")).toEqual({});
  });

  it("asks for the signed-in staff member's uid, or nobody's, and for follow-ups before their today", () => {
    expect(listQuery({ assignee: "me" }, { me: "uid-olivia" })).toEqual({ assignee: "uid-olivia" });
    expect(listQuery({ assignee: "none" }, { me: "uid-olivia" })).toEqual({ assignee: "none" });
    // Without a signed-in uid "Mine" cannot be asked for: it is left out rather than guessed.
    expect(listQuery({ assignee: "me" })).toEqual({});
    // 20:00 UTC on 9 June is already 10 June in Tokyo: what was due on the 9th is overdue.
    expect(listQuery({ followUp: "overdue" }, { now: new Date("2030-06-09T20:00:00Z") })).toEqual({
      followUpBefore: "2030-06-10",
    });
    process.env.TZ = "Pacific/Honolulu";
    expect(listQuery({ followUp: "overdue" }, { now: new Date("2030-06-09T20:00:00Z") })).toEqual({
      followUpBefore: "2030-06-09",
    });
  });
});
