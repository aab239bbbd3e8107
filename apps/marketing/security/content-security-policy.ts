import { brand } from "@novaline/content";
import { DEFAULT_API_BASE_URL } from "@novaline/voice-core";
import { originOf, type PolicyDirectives } from "../../../tooling/content-security-policy.ts";

/** What the site talks to, from the build's environment (`VITE_*`, as the app reads it). */
export interface SiteConnections {
  /** The inquiries API the forms and the phone demo post to (`VITE_API_URL`). */
  apiUrl?: string | undefined;
  /** The scheduling page the booking calendar embeds (`VITE_BOOKING_URL`). */
  bookingUrl?: string | undefined;
  /** Sentry's DSN (`VITE_SENTRY_DSN`): its ingest host receives the error reports. */
  sentryDsn?: string | undefined;
  /** The Meta pixel's id (`VITE_META_PIXEL_ID`): set, the pixel may load once the visitor agrees. */
  metaPixelId?: string | undefined;
  /** Turnstile's site key (`VITE_TURNSTILE_SITE_KEY`): set, the phone demo's bot check loads. */
  turnstileSiteKey?: string | undefined;
}

/** Cloudflare Turnstile's script and its challenge frame. */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** The origin of the booking calendar: `VITE_BOOKING_URL`'s when it is https, else the content's. */
function bookingOrigin(configured: string | undefined, fallback: string): string {
  const origin = originOf(configured);
  return origin?.startsWith("https://") ? origin : new URL(fallback).origin;
}

/**
 * The public site's Content-Security-Policy (each page adds the hashes of its own inline scripts
 * to `script-src`). Only what the site really uses is allowed:
 * - the voice demo: Vapi's API, and Daily (the SDK's WebRTC layer) whose call machine is a script
 *   from its CDN (the SDK runs with `avoidEval`, so no 'unsafe-eval'), its WebSocket signalling,
 *   and its audio processing (WebAssembly and workers from blob: URLs);
 * - the booking calendar's frame;
 * - Sentry's ingest host, the Meta pixel and Turnstile (the phone demo's bot check), only when the
 *   build turns them on.
 */
export function siteContentSecurityPolicy(
  connections: SiteConnections,
  schedulingUrl: string,
): PolicyDirectives {
  const api = originOf(connections.apiUrl) ?? new URL(brand.apiUrl).origin;
  const sentry = originOf(connections.sentryDsn);
  const pixel = connections.metaPixelId
    ? { script: ["https://connect.facebook.net"], beacon: ["https://www.facebook.com"] }
    : { script: [], beacon: [] };
  const turnstile = connections.turnstileSiteKey ? [TURNSTILE_ORIGIN] : [];
  const daily = [
    "https://*.daily.co",
    "wss://*.daily.co",
    "https://*.pluot.blue",
    "wss://*.pluot.blue",
  ];
  return {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      "'wasm-unsafe-eval'",
      "blob:",
      "https://*.daily.co",
      ...pixel.script,
      ...turnstile,
    ],
    "connect-src": [
      "'self'",
      api,
      new URL(DEFAULT_API_BASE_URL).origin,
      ...daily,
      ...(sentry ? [sentry] : []),
      ...pixel.script,
      ...pixel.beacon,
    ],
    "img-src": ["'self'", "data:", "blob:", ...pixel.beacon],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    // React writes style attributes, and the toasts' library its stylesheet, inline.
    "style-src": ["'self'", "'unsafe-inline'"],
    "frame-src": [bookingOrigin(connections.bookingUrl, schedulingUrl), ...turnstile],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}
