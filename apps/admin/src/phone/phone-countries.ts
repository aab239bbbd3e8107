import type { CountryCode } from "libphonenumber-js/min";
import type { PhoneLibrary } from "./phone-library.js";

/** Where most calls are for: listed first, as on the site's phone demo. */
export const SUGGESTED_COUNTRIES: readonly CountryCode[] = [
  "US",
  "CA",
  "GB",
  "AU",
  "IN",
  "IE",
  "NZ",
];

/** The country a number without `+` is read in until staff pick another. */
export const DEFAULT_COUNTRY: CountryCode = "US";

/** A country of the picker: its code, name in the browser's language and calling code. */
export interface PhoneCountry {
  readonly code: CountryCode;
  readonly name: string;
  readonly callingCode: string;
}

/** A country's name in `locale`. */
export const countryName = (code: CountryCode, locale?: string) =>
  new Intl.DisplayNames(locale, { type: "region" }).of(code) ?? code;

/** Every country libphonenumber knows, by name in `locale`. */
export function phoneCountries(library: PhoneLibrary, locale?: string): PhoneCountry[] {
  return library
    .getCountries()
    .map((code) => ({
      code,
      name: countryName(code, locale),
      callingCode: library.getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The number staff typed as E.164: with its own `+code` whatever the country, else read as a
 * number of `country` (`5125550199` in the US is `+15125550199`); `undefined` when it is not a
 * valid number.
 */
export function toE164(
  library: PhoneLibrary,
  typed: string,
  country: CountryCode,
): string | undefined {
  const parsed = library.parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : undefined;
}
