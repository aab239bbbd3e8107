import { describe, expect, it } from "vitest";
import { checkCallableNumber, countryList } from "./number-policy.js";

const served = ["US", "CA", "GB", "AU", "IN"] as const;
const verdict = (number: string, countries: readonly string[] = served) =>
  checkCallableNumber(number, countries as typeof served);

describe("checkCallableNumber", () => {
  it("calls mobiles and landlines of the listed countries, saying which country", () => {
    expect(verdict("+15125550134")).toEqual({ ok: true, country: "US" });
    expect(verdict("+14165550134")).toEqual({ ok: true, country: "CA" });
    expect(verdict("+447400123456")).toEqual({ ok: true, country: "GB" });
    // +44 7911 rings in Guernsey, billed apart from the UK: not called unless GG is listed.
    expect(verdict("+447911123456").ok).toBe(false);
    expect(verdict("+447911123456", ["GG"])).toEqual({ ok: true, country: "GG" });
    expect(verdict("+61412345678")).toEqual({ ok: true, country: "AU" });
    expect(verdict("+919876543210")).toEqual({ ok: true, country: "IN" });
  });

  it("refuses every other country, saying which countries we call", () => {
    for (const number of ["+5352345678", "+252612345678", "+8502123456", "+33612345678"]) {
      const result = verdict(number);
      expect(result, number).toEqual({
        ok: false,
        message: expect.stringContaining(
          "United States, Canada, United Kingdom, Australia or India",
        ) as string,
      });
    }
    expect(verdict("+33612345678", ["FR"]).ok).toBe(true);
  });

  it("refuses satellite and other non-geographic numbers whatever the list says", () => {
    // Iridium, Inmarsat, Global Office / international networks, freephone.
    for (const number of ["+881631234567", "+870773111111", "+882161234567", "+80012345678"]) {
      expect(verdict(number, [...served, "AQ"]).ok, number).toBe(false);
    }
  });

  it("refuses the high-cost NANP countries even when listed", () => {
    // Jamaica, the Dominican Republic, Grenada.
    for (const [number, country] of [
      ["+18765551234", "JM"],
      ["+18095551234", "DO"],
      ["+14734401234", "GD"],
    ] as const) {
      expect(verdict(number, [...served, country]).ok, number).toBe(false);
    }
  });

  it("refuses premium, shared-cost, toll-free and personal numbers in a listed country", () => {
    for (const number of [
      "+19005550134",
      "+18005550134",
      "+449098790000",
      "+448431234567",
      "+447012345678",
    ]) {
      expect(verdict(number).ok, number).toBe(false);
    }
  });
});

describe("countryList", () => {
  it("names the countries in English", () => {
    expect(countryList(["GB"])).toBe("United Kingdom");
    expect(countryList(["US", "IN"])).toBe("United States or India");
  });
});
