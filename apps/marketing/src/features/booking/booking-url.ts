import type { BookingContent } from "@novaline/content";

/** Colours the provider paints its calendar with: six hex digits, without `#`. */
export interface CalendarColors {
  background: string;
  text: string;
  primary: string;
}

/** What the booking form starts filled with; empty fields are left out. */
export type BookingPrefill = Partial<BookingContent["prefill"]>;

/** Calendly's query parameter for each prefill field. */
const PREFILL_PARAMS: Readonly<Record<keyof BookingContent["prefill"], string>> = {
  name: "name",
  email: "email",
  firstName: "first_name",
  lastName: "last_name",
};

/**
 * The scheduling page to embed: `VITE_BOOKING_URL` when it is set to an https URL (another
 * event type, a staging account), otherwise the content's `schedulingUrl`.
 */
export function configuredSchedulingUrl(
  fallback: string,
  configured: string | undefined = import.meta.env.VITE_BOOKING_URL,
): string {
  if (!configured) return fallback;
  try {
    return new URL(configured).protocol === "https:" ? configured : fallback;
  } catch {
    return fallback;
  }
}

/** The origin the provider's frame posts its messages from (https://calendly.com by default). */
export function providerOrigin(schedulingUrl: string): string {
  return new URL(schedulingUrl).origin;
}

/**
 * Prefill fields from a page's query string, under Calendly's own names (`name`, `email`,
 * `first_name`, `last_name`): a link such as `/booking?name=Maria%20Lopez&email=…` from an e-mail
 * or a form opens the calendar with them filled in.
 */
export function prefillFromSearch(search: URLSearchParams): BookingPrefill {
  const prefill: BookingPrefill = {};
  for (const field of Object.keys(PREFILL_PARAMS) as (keyof BookingPrefill)[]) {
    const value = search.get(PREFILL_PARAMS[field])?.trim();
    if (value) prefill[field] = value;
  }
  return prefill;
}

export interface BookingFrameOptions {
  /** The page that embeds the calendar (`location.host`): the provider posts messages to it. */
  embedDomain: string;
  colors?: CalendarColors | undefined;
  prefill?: BookingPrefill | undefined;
}

/**
 * The URL of the inline calendar frame: the scheduling page with Calendly's embed parameters
 * (inline embed, no cookie banner: the site has its own consent notice), the theme's colours and
 * the fields to prefill.
 */
export function bookingFrameUrl(
  schedulingUrl: string,
  { embedDomain, colors, prefill = {} }: BookingFrameOptions,
): string {
  const url = new URL(schedulingUrl);
  const params = url.searchParams;
  params.set("embed_domain", embedDomain);
  params.set("embed_type", "Inline");
  params.set("hide_gdpr_banner", "1");
  if (colors) {
    params.set("background_color", colors.background);
    params.set("text_color", colors.text);
    params.set("primary_color", colors.primary);
  }
  for (const field of Object.keys(PREFILL_PARAMS) as (keyof BookingPrefill)[]) {
    const value = prefill[field]?.trim();
    if (value) params.set(PREFILL_PARAMS[field], value);
  }
  return url.href;
}
