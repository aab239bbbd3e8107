import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";

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

/** Every country libphonenumber knows, by name in `locale`. */
export function phoneCountries(locale?: string): PhoneCountry[] {
  const names = new Intl.DisplayNames(locale, { type: "region" });
  return getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The number staff typed as E.164: with its own `+code` whatever the country, else read as a
 * number of `country` (`5125550199` in the US is `+15125550199`); `undefined` when it is not a
 * valid number.
 */
export function toE164(typed: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : undefined;
}
