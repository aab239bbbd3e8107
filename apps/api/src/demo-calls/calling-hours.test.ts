import { describe, expect, it } from "vitest";
import {
  ALWAYS,
  checkCallingHours,
  outsideHoursMessage,
  parseCallingHours,
} from "./calling-hours.js";

const daytime = { start: 8 * 60, end: 21 * 60 };
const at = (iso: string) => new Date(iso);

describe("parseCallingHours", () => {
  it("reads HH:MM-HH:MM and refuses anything else", () => {
    expect(parseCallingHours("08:00-21:00")).toEqual(daytime);
    expect(parseCallingHours("00:00-24:00")).toEqual(ALWAYS);
    for (const text of ["8-21", "21:00-08:00", "08:00-25:00", "08:61-21:00", "08:00-08:00"]) {
      expect(parseCallingHours(text), text).toBeUndefined();
    }
  });
});

describe("checkCallingHours", () => {
  it("calls in the number's own time zone, from its area code", async () => {
    // 20:59 in Austin (CST, UTC-6), then 21:00.
    expect(await checkCallingHours("+15125550134", daytime, at("2026-11-27T02:59:00Z"))).toEqual({
      ok: true,
    });
    expect(await checkCallingHours("+15125550134", daytime, at("2026-11-27T03:00:00Z"))).toEqual({
      ok: false,
      // 08:00 in Austin.
      nextAllowedAt: at("2026-11-27T14:00:00Z"),
      zones: ["America/Chicago"],
    });
    // The same instant is 22:00 in New York and 17:00 in Honolulu.
    expect((await checkCallingHours("+12125550134", daytime, at("2026-11-27T03:00:00Z"))).ok).toBe(
      false,
    );
    expect((await checkCallingHours("+18085550134", daytime, at("2026-11-27T03:00:00Z"))).ok).toBe(
      true,
    );
  });

  it("follows half-hour zones and daylight saving", async () => {
    // 07:55 and 08:00 in India (UTC+5:30).
    expect((await checkCallingHours("+919876543210", daytime, at("2026-11-27T02:25:00Z"))).ok).toBe(
      false,
    );
    expect((await checkCallingHours("+919876543210", daytime, at("2026-11-27T02:30:00Z"))).ok).toBe(
      true,
    );
    // 20:30 in Sydney in summer (AEDT, UTC+11): allowed; 21:00: refused until 08:00.
    expect((await checkCallingHours("+61412345678", daytime, at("2026-11-27T09:30:00Z"))).ok).toBe(
      true,
    );
    const late = await checkCallingHours("+61412345678", daytime, at("2026-11-27T10:00:00Z"));
    expect(late).toMatchObject({ ok: false, nextAllowedAt: at("2026-11-27T21:00:00Z") });
  });

  it("needs every zone a number may ring in to be inside the hours", async () => {
    // A UK mobile may ring in London, Guernsey or the Isle of Man: one zone in practice.
    expect((await checkCallingHours("+447400123456", daytime, at("2026-11-27T08:00:00Z"))).ok).toBe(
      true,
    );
    expect((await checkCallingHours("+447400123456", daytime, at("2026-11-27T07:59:00Z"))).ok).toBe(
      false,
    );
  });

  it("is off with 00:00-24:00", async () => {
    expect(await checkCallingHours("+15125550134", ALWAYS, at("2026-11-27T09:00:00Z"))).toEqual({
      ok: true,
    });
  });
});

describe("outsideHoursMessage", () => {
  it("says the hours and the next time, in the number's time zone", () => {
    expect(outsideHoursMessage(daytime, at("2026-11-27T14:00:00Z"), ["America/Chicago"])).toBe(
      "We only call between 08:00 and 21:00 at the number's local time. The next time we can call it is Friday 08:00 (Chicago time). You can talk to our AI in your browser now.",
    );
  });

  it("says 'local time' for zones that share a clock, and each clock where they differ", () => {
    const uk = ["Europe/Guernsey", "Europe/Isle_of_Man", "Europe/London"];
    expect(outsideHoursMessage(daytime, at("2026-11-27T08:00:00Z"), uk)).toContain(
      "is Friday 08:00 (local time).",
    );
    expect(
      outsideHoursMessage(daytime, at("2026-11-27T00:00:00Z"), [
        "Australia/Perth",
        "Australia/Sydney",
      ]),
    ).toContain("is Friday 08:00 (Perth time) or Friday 11:00 (Sydney time).");
  });
});
