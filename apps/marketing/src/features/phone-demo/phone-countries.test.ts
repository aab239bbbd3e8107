import { getCountries } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { countryFromLanguages, phoneCountries, SUGGESTED_COUNTRIES } from "./phone-countries";

describe("phoneCountries", () => {
  it("lists every country by English name with its calling code", () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === "GB")).toEqual({
      code: "GB",
      name: "United Kingdom",
      callingCode: "44",
    });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    // The same list as libphonenumber's (a new version may add a country: add its name).
    expect(countries.map((c) => c.code).sort()).toEqual([...getCountries()].sort());
    for (const code of SUGGESTED_COUNTRIES)
      expect(countries.some((c) => c.code === code)).toBe(true);
  });
});

describe("countryFromLanguages", () => {
  it("takes the first language with a known region", () => {
    expect(countryFromLanguages(["en-GB", "en"])).toBe("GB");
    expect(countryFromLanguages(["xx-ZZ", "hi-IN"])).toBe("IN");
    expect(countryFromLanguages(["not a tag", "fr-CA"])).toBe("CA");
  });

  it("fills in a language's likely region, and gives up on none", () => {
    expect(countryFromLanguages(["de"])).toBe("DE");
    expect(countryFromLanguages([])).toBeUndefined();
  });
});
