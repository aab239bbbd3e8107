import { describe, expect, it } from "vitest";
import {
  ALWAYS,
  checkCallingHours,
  outsideHoursMessage,
  parseCallingHours,
  zonesOf,
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
    // A Sydney landline at 20:30 in summer (AEDT, UTC+11): allowed; 21:00: refused until 08:00.
    expect((await checkCallingHours("+61291234567", daytime, at("2026-11-27T09:30:00Z"))).ok).toBe(
      true,
    );
    const late = await checkCallingHours("+61291234567", daytime, at("2026-11-27T10:00:00Z"));
    expect(late).toEqual({
      ok: false,
      nextAllowedAt: at("2026-11-27T21:00:00Z"),
      zones: ["Australia/Sydney"],
    });
  });

  it("calls a mobile that may ring anywhere in its country when it suits every zone there", async () => {
    // An Australian mobile at 21:05 UTC: 08:05 in Sydney but 05:05 in Perth, 07:05 in Brisbane.
    // Google's data gives every +61 4 number Sydney alone.
    const early = await checkCallingHours("+61412345678", daytime, at("2026-11-27T21:05:00Z"));
    expect(early).toMatchObject({
      ok: false,
      // 08:00 in Perth, the last to open (11:00 in Sydney).
      nextAllowedAt: at("2026-11-28T00:00:00Z"),
    });
    expect(early.ok ? [] : early.zones).toEqual(
      expect.arrayContaining([
        "Australia/Brisbane",
        "Australia/Darwin",
        "Australia/Perth",
        "Australia/Sydney",
      ]),
    );
    expect(
      outsideHoursMessage(daytime, at("2026-11-28T00:00:00Z"), early.ok ? [] : early.zones),
    ).toContain("The next time we can call it is Saturday 08:00 (Perth time).");
    // 20:30 in Sydney, 17:30 in Perth: allowed; 21:00 in Sydney: refused.
    expect((await checkCallingHours("+61412345678", daytime, at("2026-11-27T09:30:00Z"))).ok).toBe(
      true,
    );
    expect((await checkCallingHours("+61412345678", daytime, at("2026-11-27T10:00:00Z"))).ok).toBe(
      false,
    );
  });

  it("takes every zone of the country for mobiles elsewhere too, whatever one zone the data gives", async () => {
    // Google's data: Moscow for this Russian mobile, Manaus for this Brazilian one.
    expect(await zonesOf("+79123456789")).toEqual(
      expect.arrayContaining(["Europe/Kaliningrad", "Europe/Moscow", "Asia/Kamchatka"]),
    );
    expect(await zonesOf("+5592991234567")).toEqual(
      expect.arrayContaining(["America/Manaus", "America/Noronha", "America/Rio_Branco"]),
    );
    // 14:00 in Moscow is 21:00 in Vladivostok.
    expect((await checkCallingHours("+79123456789", daytime, at("2026-11-27T11:00:00Z"))).ok).toBe(
      false,
    );
  });

  it("keeps the area code's zone for landlines and for US and Canadian numbers, mobile or not", async () => {
    // libphonenumber calls every US and Canadian number FIXED_LINE_OR_MOBILE: NANP mobiles have
    // area codes like landlines.
    expect(await zonesOf("+61291234567")).toEqual(["Australia/Sydney"]);
    expect(await zonesOf("+15125550134")).toEqual(["America/Chicago"]);
    expect(await zonesOf("+16045550134")).toEqual(["America/Vancouver"]);
    // 17:00 in Vancouver, 21:30 in St. John's: a Vancouver number may ring.
    expect((await checkCallingHours("+16045550134", daytime, at("2026-11-28T01:00:00Z"))).ok).toBe(
      true,
    );
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

  it("says 'local time' for zones that share a clock, else the clock that opens last", () => {
    const uk = ["Europe/Guernsey", "Europe/Isle_of_Man", "Europe/London"];
    expect(outsideHoursMessage(daytime, at("2026-11-27T08:00:00Z"), uk)).toContain(
      "is Friday 08:00 (local time).",
    );
    expect(
      outsideHoursMessage(daytime, at("2026-11-27T00:00:00Z"), [
        "Australia/Perth",
        "Australia/Sydney",
      ]),
    ).toContain("is Friday 08:00 (Perth time). You");
    expect(
      outsideHoursMessage(daytime, at("2026-11-27T22:00:00Z"), [
        "Australia/Adelaide",
        "Australia/Broken_Hill",
        "Australia/Sydney",
      ]),
    ).toContain("is Saturday 08:30 (Adelaide, Broken Hill time). You");
  });
});
