/** Parameters of each advertising-pixel event the site sends (Meta's standard events). */
export interface TrackingEvents {
  PageView: undefined;
  /** A booking was made in the embedded calendar. */
  Schedule: { meeting_type: string };
  /** The visitor showed interest in an offer (e.g. Start Free Trial). */
  ViewContent: { content_name: string; content_type: string };
}

export type TrackingEvent = keyof TrackingEvents;

type Fbq = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    /** Meta's pixel function; defined only once the visitor has allowed the pixel. */
    fbq?: Fbq;
  }
}

/**
 * Reports an event to the advertising pixel. Does nothing when the pixel is not configured, not
 * allowed, blocked or broken: tracking never breaks the page.
 */
export function track<E extends TrackingEvent>(
  event: E,
  ...[params]: TrackingEvents[E] extends undefined ? [] : [TrackingEvents[E]]
): void {
  try {
    window.fbq?.("track", event, params);
  } catch {
    // A broken or blocked pixel is not the visitor's problem.
  }
}
