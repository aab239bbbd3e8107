import { timings } from "@novaline/content";

/**
 * The booking embed's states (spec "Booking section"): the calendar is loading behind an overlay,
 * has loaded, or is late and a link to the provider's own page stands in for it.
 */
export type BookingEmbedState = "loading" | "loaded" | "fallback";

export type BookingEmbedEvent =
  /** The provider's calendar posted a message: it is running. */
  | "providerMessage"
  /** The load check found the provider's frame in place with its page loaded. */
  | "frameReady"
  /** The calendar has not loaded in time. */
  | "timeout";

/**
 * Which event moves which state where; anything else is ignored. A calendar that shows up after
 * the fallback (a slow network) still wins: its message replaces the fallback with it.
 */
export const BOOKING_EMBED_TRANSITIONS: Readonly<
  Record<BookingEmbedState, Partial<Record<BookingEmbedEvent, BookingEmbedState>>>
> = {
  loading: { providerMessage: "loaded", frameReady: "loaded", timeout: "fallback" },
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
 * When the embed checks on the calendar, counted from the moment its frame is created: the load
 * check (`frameReady` if the frame has loaded) and the time-out (`timeout`).
 */
export const BOOKING_EMBED_TIMINGS = {
  loadCheckMs: timings.bookingLoadCheckMs,
  fallbackMs: timings.bookingFallbackMs,
} as const;
