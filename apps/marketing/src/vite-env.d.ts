/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Vapi public key of the live voice demo; unset locally (the demo then says so). */
  readonly VITE_VAPI_PUBLIC_KEY?: string;
  /** Vapi assistant that answers the live voice demo. */
  readonly VITE_VAPI_ASSISTANT_ID?: string;
  /**
   * Scheduling page the booking calendar embeds (an https URL on calendly.com); unset, the
   * content's `booking.schedulingUrl`. The frame's messages are trusted from this URL's origin.
   */
  readonly VITE_BOOKING_URL?: string;
}
