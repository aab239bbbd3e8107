import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/max";
import { COUNTRY_NAMES } from "./country-names";

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

/** Every country libphonenumber knows, by English name. */
export function phoneCountries(): readonly PhoneCountry[] {
  return COUNTRY_NAMES.map(([code, name]) => ({
    code,
    name,
    callingCode: getCountryCallingCode(code),
  }));
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
