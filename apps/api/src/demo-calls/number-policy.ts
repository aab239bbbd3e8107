import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/**
 * Calling code 1 (the North American Numbering Plan) is shared by some twenty countries; outside
 * the US and Canada its area codes are billed like international calls (Jamaica, the Dominican
 * Republic, Grenada…), the classic route of toll fraud. Refused whatever the list says.
 */
const NANP_SERVED: readonly CountryCode[] = ["US", "CA"];

/** A person's mobile or landline: premium, shared-cost, toll-free, personal, pager, UAN and voicemail numbers are never called. */
const CALLABLE_TYPES = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "the United States, Canada or India" as a visitor reads it. */
export function countryList(countries: readonly CountryCode[]): string {
  const names = countries.map((code) => regionNames.of(code) ?? code);
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}

/** The country (ISO 3166 alpha-2) where an E.164 number rings, or `"001"` for none. */
export function countryOfNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.country ?? "001";
}

/** Whether we call a number, and in which country it rings. */
export type NumberVerdict =
  | { readonly ok: true; readonly country: CountryCode }
  | { readonly ok: false; readonly message: string };

/**
 * Decides whether a demo call may ring `e164` (already valid for its country): only a person's
 * mobile or landline in one of `countries`. Non-geographic ranges (satellite phones +881, +870,
 * international services +800, +882, +883, +979…) have no country and are refused, as are the
 * high-cost NANP countries.
 */
export function checkCallableNumber(
  e164: string,
  countries: readonly CountryCode[],
): NumberVerdict {
  const refused = {
    ok: false as const,
    message: `We can only call mobile and landline numbers in ${countryList(countries)}. You can talk to our AI in your browser instead.`,
  };
  const parsed = parsePhoneNumberFromString(e164);
  const country = parsed?.country;
  if (!parsed?.isValid() || country === undefined) return refused;
  if (parsed.countryCallingCode === "1" && !NANP_SERVED.includes(country)) return refused;
  if (!CALLABLE_TYPES.has(parsed.getType() ?? "")) return refused;
  if (!countries.includes(country)) return refused;
  return { ok: true, country };
}
