import { useEffect, useEffectEvent, useReducer, useRef } from "react";
import { track } from "../../tracking/events";
import {
  BOOKING_EMBED_TIMINGS,
  bookingEmbedReducer,
  INITIAL_BOOKING_EMBED_STATE,
  type BookingEmbedState,
} from "./booking-machine";
import { isProviderMessage, scheduledBookingKey } from "./booking-messages";

export interface UseBookingEmbedOptions {
  /** Whether the calendar's frame has been created: the clock starts then. */
  started: boolean;
  providerOrigin: string;
  providerName: string;
  /** What the Schedule event reports (`{ meeting_type: "consultation" }`). */
  scheduleTracking: { meeting_type: string };
}

/**
 * Runs the booking embed's state machine: the provider's messages and the time-out of
 * {@link BOOKING_EMBED_TIMINGS} move it; a booking made in the calendar is reported to the
 * advertising pixel as `Schedule`, once per booking.
 */
export function useBookingEmbed({
  started,
  providerOrigin,
  providerName,
  scheduleTracking,
}: UseBookingEmbedOptions): BookingEmbedState {
  const [state, dispatch] = useReducer(bookingEmbedReducer, INITIAL_BOOKING_EMBED_STATE);
  const reported = useRef(new Set<string>());

  const onMessage = useEffectEvent((message: MessageEvent) => {
    if (!isProviderMessage(message, providerOrigin, providerName)) return;
    dispatch("providerMessage");
    const booking = scheduledBookingKey(message.data);
    if (booking === undefined || reported.current.has(booking)) return;
    reported.current.add(booking);
    track("Schedule", scheduleTracking);
  });

  useEffect(() => {
    if (!started) return;
    const listener = (message: MessageEvent) => {
      onMessage(message);
    };
    const fallback = window.setTimeout(() => {
      dispatch("timeout");
    }, BOOKING_EMBED_TIMINGS.fallbackMs);
    window.addEventListener("message", listener);
    return () => {
      window.removeEventListener("message", listener);
      window.clearTimeout(fallback);
    };
  }, [started]);

  return state;
}
