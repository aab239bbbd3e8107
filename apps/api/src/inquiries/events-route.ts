import { INQUIRY_EVENTS } from "@novaline/inquiry";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AdminCheck } from "../auth/admin-check.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import { decodeChangeCursor, encodeChangeCursor, type InquiryChangeFeed } from "./changes.js";

export interface InquiryEventsOptions {
  readonly feed: InquiryChangeFeed;
  readonly adminCheck: AdminCheck;
  /** How often an open stream looks for changes. @defaultValue 1000 */
  readonly pollMs?: number | undefined;
  /**
   * How long one stream lasts before the server ends it; the client reconnects at once with a
   * fresh token, so a revoked admin or an aged sign-in is refused within this time.
   * @defaultValue 5 minutes
   */
  readonly maxStreamMs?: number | undefined;
  /** Aborted when the server stops: open streams end, so a deploy is not held up by them. */
  readonly shutdown?: AbortSignal | undefined;
}

/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How soon a client whose stream ended should reconnect. */
const RETRY_MS = 1000;

/**
 * `GET /v1/inquiry-events`: the staff's live inbox, as server-sent events. Authenticated like
 * every admin request (a bearer token: the browser's `EventSource` cannot send one, the admin
 * app's client can). It starts with the feed's place (an id-only message named `ready`); each
 * `inquiry` event after it is an `InquiryChange`. A client that reconnects with `Last-Event-ID`
 * gets what it missed.
 */
export function inquiryEventsRoute(options: InquiryEventsOptions) {
  const { feed, pollMs = 1000, maxStreamMs = 5 * 60_000, shutdown } = options;
  const routes = new Hono<{ Variables: AdminVariables }>();
  routes.get(INQUIRY_EVENTS.path, requireAdmin(options.adminCheck), async (c) => {
    // An id this server did not give (or none): from now on.
    const start = decodeChangeCursor(c.req.header("last-event-id")) ?? (await feed.head());
    return streamSSE(c, async (stream) => {
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      const live = () => open && !shutdown?.aborted;
      let cursor = start;
      let quietSince = Date.now();
      const ends = Date.now() + maxStreamMs;
      await stream.writeSSE({
        event: INQUIRY_EVENTS.ready,
        data: "",
        id: encodeChangeCursor(cursor),
        retry: RETRY_MS,
      });
      while (live() && Date.now() < ends) {
        const next = await feed.after(cursor);
        const { changes } = next;
        for (const [index, change] of changes.entries()) {
          // The last event of a batch carries the cursor after it, to resume from.
          await stream.writeSSE({
            event: INQUIRY_EVENTS.change,
            data: JSON.stringify(change),
            ...(index === changes.length - 1 ? { id: encodeChangeCursor(next.cursor) } : {}),
          });
        }
        if (changes.length === 0 && next.cursor !== cursor) {
          // Changes to inquiries deleted since: nothing to send, but the place moves on.
          await stream.writeSSE({
            event: INQUIRY_EVENTS.ready,
            data: "",
            id: encodeChangeCursor(next.cursor),
          });
        }
        cursor = next.cursor;
        if (changes.length > 0) quietSince = Date.now();
        else if (Date.now() - quietSince > KEEP_ALIVE_MS) {
          await stream.write(": keep-alive\n\n");
          quietSince = Date.now();
        }
        await stream.sleep(pollMs);
      }
    });
  });
  return routes;
}
