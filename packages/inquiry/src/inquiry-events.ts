import { EventSource } from "eventsource";
import { INQUIRY_EVENTS, type InquiryChange } from "./inquiry-record.js";

/** Options of {@link watchInquiryChanges}. @public */
export interface WatchInquiryChangesOptions {
  /** Where the API is, e.g. `https://api.novaline.ai` (a trailing slash is fine). */
  readonly baseUrl: string;
  /** The admin's bearer token (a Firebase ID token), asked for again on each connection. */
  readonly getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Each inquiry that arrived or changed, as it is now. */
  readonly onChange: (change: InquiryChange) => void;
  /**
   * Whether changes are arriving live: `true` once connected, `false` while reconnecting, and
   * for good when the API refused the stream (signed out, not an admin): then poll instead.
   */
  readonly onLive?: (live: boolean) => void;
  /** The `fetch` to use. @defaultValue globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
}

function isInquiryChange(value: unknown): value is InquiryChange {
  if (typeof value !== "object" || value === null) return false;
  const { kind, inquiry } = value as Record<string, unknown>;
  return (
    (kind === "created" || kind === "updated") &&
    typeof inquiry === "object" &&
    inquiry !== null &&
    typeof (inquiry as Record<string, unknown>).id === "string"
  );
}

/**
 * Follows the staff's live inbox (`GET /v1/inquiry-events`, server-sent events): each inquiry
 * that arrives or changes goes to `onChange`. A dropped connection is made again at once, with a
 * fresh token and the last event's id, so nothing in between is missed. Returns the function
 * that stops it. Admin only.
 * @example
 * const stop = watchInquiryChanges({ baseUrl, getToken, onChange: (c) => console.log(c.kind) });
 * @public
 */
export function watchInquiryChanges(options: WatchInquiryChangesOptions): () => void {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, "")}${INQUIRY_EVENTS.path}`;
  const source = new EventSource(url, {
    fetch: async (input, init) => {
      const token = await options.getToken();
      return doFetch(input, {
        ...init,
        headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    },
  });
  source.addEventListener("open", () => options.onLive?.(true));
  source.addEventListener("error", () => options.onLive?.(false));
  source.addEventListener(INQUIRY_EVENTS.change, (event) => {
    let change: unknown;
    try {
      change = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (isInquiryChange(change)) options.onChange(change);
  });
  return () => {
    source.close();
  };
}
