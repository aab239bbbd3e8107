import { usePhoneLibrary, type PhoneLibrary } from "./phone-library.js";

/**
 * A stored number (E.164, or as a visitor typed it on a form) as staff read it: international
 * format with spaces (`+1 512 555 0199`); as it is when it does not parse.
 */
export function phoneForDisplay(library: PhoneLibrary, phone: string): string {
  return library.parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** A phone number as people write it (as stored until the phone library has loaded). */
export function PhoneText({ phone }: { phone: string }) {
  const library = usePhoneLibrary();
  return library ? phoneForDisplay(library, phone) : phone;
}

/** The number as a `tel:` link dials it: `+` and digits. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
