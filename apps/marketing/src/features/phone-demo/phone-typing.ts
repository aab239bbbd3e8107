import {
  AsYouType,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";

/** What the phone field shows, and the number it stands for (E.164, even while incomplete). */
export interface TypedPhone {
  display: string;
  /** `""` when nothing is typed. */
  value: string;
  /** The country a number typed with its `+code` belongs to, when it says. */
  country?: CountryCode;
}

/** The characters of a number that count: digits and a leading `+`. */
const significant = (text: string) => text.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");

/**
 * Formats what the visitor typed, as they type it: national format for `country`, or
 * international when it starts with `+`. The value is the number in E.164 (`+447911123456`),
 * or as far as it goes while incomplete, so that validation can say what is wrong with it.
 */
export function typePhone(text: string, country: CountryCode): TypedPhone {
  const typed = significant(text);
  if (typed === "" || typed === "+") return { display: typed, value: "" };
  const formatter = new AsYouType(country);
  const display = formatter.input(typed);
  const value =
    formatter.getNumberValue() ??
    (typed.startsWith("+") ? typed : `+${getCountryCallingCode(country)}${typed}`);
  const detected = typed.startsWith("+") ? formatter.getCountry() : undefined;
  return detected ? { display, value, country: detected } : { display, value };
}

/** How the field shows a number it already holds: national for its own country. */
export function displayPhone(value: string, country: CountryCode): string {
  if (value === "") return "";
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return value;
  return parsed.country === country || parsed.countryCallingCode === getCountryCallingCode(country)
    ? typePhone(parsed.formatNational(), country).display
    : typePhone(value, country).display;
}

/** A complete number as people write it internationally: `+44 7911 123456`. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/**
 * The same number for another country: the national digits kept, the new calling code in front
 * (a visitor who typed first and picked the country after).
 */
export function movePhone(value: string, country: CountryCode): string {
  if (value === "") return value;
  const parsed = parsePhoneNumberFromString(value);
  const code = getCountryCallingCode(country);
  if (!parsed || parsed.countryCallingCode === code) return value;
  return `+${code}${parsed.nationalNumber}`;
}

/** How many significant characters come before `position` in `text`. */
export const significantBefore = (text: string, position: number): number =>
  significant(text.slice(0, position)).length;

/** The position in `text` just after its `count`-th significant character. */
export function positionAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d+]/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
