import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A stored number (E.164, or as a visitor typed it on a form) as staff read it: international
 * format with spaces (`+1 512 555 0199`); as it is when it does not parse.
 */
export function phoneForDisplay(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** The number as a `tel:` link dials it: `+` and digits. */
export function phoneHref(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return `tel:${parsed?.number ?? phone.replace(/[^\d+]/g, "")}`;
}
