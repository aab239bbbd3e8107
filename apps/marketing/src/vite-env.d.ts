/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Vapi public key of the live voice demo; unset locally (the demo then says so). */
  readonly VITE_VAPI_PUBLIC_KEY?: string;
  /** Vapi assistant that answers the live voice demo. */
  readonly VITE_VAPI_ASSISTANT_ID?: string;
  /**
   * Development only (`pnpm start` sets it): the local Vapi stand-in that answers the browser
   * calls of the dev server. A build ignores it.
   */
  readonly VITE_VAPI_STAND_IN_URL?: string;
  /** Meta pixel id. Unset: no pixel and no consent notice. Set: the notice asks before it loads. */
  readonly VITE_META_PIXEL_ID?: string;
  /** Sentry DSN. Set: uncaught errors are reported, by an SDK loaded once the page is idle. */
  readonly VITE_SENTRY_DSN?: string;
  /**
   * Scheduling page the booking calendar embeds (an https URL on calendly.com); unset, the
   * content's `booking.schedulingUrl`. The frame's messages are trusted from this URL's origin.
   */
  readonly VITE_BOOKING_URL?: string;
  /** Origin of the admin app, where /admin/... sends staff; unset, the brand's admin address. */
  readonly VITE_ADMIN_URL?: string;
  /** Origin of the inquiries API the forms post to; unset, the brand's API address. */
  readonly VITE_API_URL?: string;
  /**
   * Cloudflare Turnstile site key of the public forms' bot check (the phone demo and the inquiry
   * forms); unset (local runs), no check. Set it with the API's `TURNSTILE_SECRET_KEY`, or every
   * phone demo and inquiry is refused.
   */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
}
