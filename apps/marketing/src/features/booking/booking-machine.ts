import { timings } from "@novaline/content";

/**
 * The booking embed's states (spec "Booking section"): the calendar is loading behind an overlay,
 * has loaded, or is late and a link to the provider's own page stands in for it.
 */
export type BookingEmbedState = "loading" | "loaded" | "fallback";

export type BookingEmbedEvent =
  /** The provider's calendar posted a message: it is running. */
  | "providerMessage"
  /** The calendar has not posted one in time. */
  | "timeout";

/**
 * Which event moves which state where; anything else is ignored. A calendar that shows up after
 * the fallback (a slow network) still wins: its message replaces the fallback with it.
 */
export const BOOKING_EMBED_TRANSITIONS: Readonly<
  Record<BookingEmbedState, Partial<Record<BookingEmbedEvent, BookingEmbedState>>>
> = {
  loading: { providerMessage: "loaded", timeout: "fallback" },
  loaded: {},
  fallback: { providerMessage: "loaded" },
};

export const INITIAL_BOOKING_EMBED_STATE: BookingEmbedState = "loading";

export function bookingEmbedReducer(
  state: BookingEmbedState,
  event: BookingEmbedEvent,
): BookingEmbedState {
  return BOOKING_EMBED_TRANSITIONS[state][event] ?? state;
}

/**
 * How long after its frame is made the calendar may take to post its first message before the
 * fallback shows. Only the message counts: a frame's `load` event fires on the browser's own
 * error page too (a blocked or unreachable provider), which left a grey frame for good.
 */
export const BOOKING_EMBED_TIMINGS = {
  fallbackMs: timings.bookingFallbackMs,
} as const;
