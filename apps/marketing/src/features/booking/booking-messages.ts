/**
 * Reading the window messages of the booking provider's frame. Calendly's embed posts
 * `{ event: "calendly.<name>", payload }` to the page that embeds it (when the frame's URL carries
 * `embed_domain`): `calendly.page_height` and `calendly.event_type_viewed` once the calendar runs,
 * `calendly.event_scheduled` when a visitor has booked.
 */

/** Calendly's message when a visitor has booked a meeting. */
export const SCHEDULED_EVENT = "calendly.event_scheduled";

/** The message's event name: its `event` field, or the message itself when it is a string. */
function eventName(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && "event" in data) {
    const { event } = data;
    if (typeof event === "string") return event;
  }
  return undefined;
}

/**
 * Whether a message comes from the provider's calendar. Only its origin is trusted: any frame or
 * window (an ad, a browser extension, another embed) can post a message that *says* "calendly",
 * and a forged `event_scheduled` would report a booking that never happened to the advertising
 * pixel. The content must also name the provider, as the spec says.
 */
export function isProviderMessage(
  message: Pick<MessageEvent, "origin" | "data">,
  providerOrigin: string,
  providerName: string,
): boolean {
  if (message.origin !== providerOrigin) return false;
  return eventName(message.data)?.toLowerCase().includes(providerName.toLowerCase()) ?? false;
}

/**
 * For a message that reports a booking, the booking's identity (the invitee's URI, else the
 * event's, else "" for a message without one); `undefined` for any other message. The page
 * reports each booking once even if the provider repeats the message.
 */
export function scheduledBookingKey(data: unknown): string | undefined {
  if (eventName(data) !== SCHEDULED_EVENT) return undefined;
  const payload =
    typeof data === "object" && data !== null && "payload" in data ? data.payload : undefined;
  return uriOf(payload, "invitee") ?? uriOf(payload, "event") ?? "";
}

function uriOf(payload: unknown, field: "invitee" | "event"): string | undefined {
  if (typeof payload !== "object" || payload === null || !(field in payload)) return undefined;
  const value: unknown = payload[field as keyof typeof payload];
  if (typeof value !== "object" || value === null || !("uri" in value)) return undefined;
  const { uri } = value;
  return typeof uri === "string" && uri !== "" ? uri : undefined;
}
