import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/max";

/** A country as libphonenumber names it (ISO 3166-1 alpha-2). */
export type Country = CountryCode;

/** A country of the phone field's list: its code, English name and calling code. */
export interface PhoneCountry {
  code: Country;
  name: string;
  callingCode: string;
}

/** Where most of our visitors call from: listed first. */
export const SUGGESTED_COUNTRIES: readonly Country[] = ["US", "CA", "GB", "AU", "IN", "IE", "NZ"];

/** The country the field starts with before the browser's language says otherwise. */
export const DEFAULT_COUNTRY: Country = "US";

let cached: readonly PhoneCountry[] | undefined;

/** Every country libphonenumber knows, by English name. */
export function phoneCountries(): readonly PhoneCountry[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  cached = getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return cached;
}

/**
 * The visitor's likely country from their browser's languages (`en-GB` → GB), the first one
 * that has a region libphonenumber knows; `undefined` when none does.
 */
export function countryFromLanguages(languages: readonly string[]): Country | undefined {
  const known = new Set<string>(getCountries());
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && known.has(region)) return region as Country;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return undefined;
}
