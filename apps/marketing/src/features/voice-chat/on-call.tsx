import { useCallStatus, useClientTool } from "@novaline/voice-core/react";

// What the floating widget adds once the page's voice client has loaded (so never in the first
// load): the "call in progress" dot and the tools the demo assistant may call.

/** The red dot on the Voice Chat button during a call, wherever it was started. */
export function OnCallDot() {
  const status = useCallStatus();
  if (status !== "active" && status !== "reconnecting") return null;
  return (
    <span
      data-on-call
      className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full border-2 border-background bg-danger motion-safe:animate-pulse"
    >
      <span className="sr-only"> (call in progress)</span>
    </span>
  );
}

/** What the agent is told once the booking page is in front of the visitor. */
export const BOOKING_SHOWN =
  "The booking page is open in the visitor's Voice Chat panel: they can pick a time there while you keep talking.";

/**
 * The demo assistant's client tools: `showBookingLink` opens the booking card in the panel
 * (opening the panel if it is closed).
 */
export function CallTools({ onShowBooking }: { onShowBooking: () => void }) {
  useClientTool("showBookingLink", () => {
    onShowBooking();
    return BOOKING_SHOWN;
  });
  return null;
}
