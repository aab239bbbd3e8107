import { INQUIRY_EVENTS } from "@novaline/inquiry";
import { Hono } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import type { AdminCheck } from "../auth/admin-check.js";
import type { Notices } from "../db/notices.js";
import { errorFields } from "../http/error-fields.js";
import { apiError } from "../http/errors.js";
import { silentLogger, type Logger } from "../http/logger.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import { openStreamsCounter } from "../telemetry/metrics.js";
import { createChangePoller, type ChangeBatch } from "./change-poller.js";
import {
  compareChangeCursors,
  decodeChangeCursor,
  encodeChangeCursor,
  type ChangeCursor,
  type InquiryChangeFeed,
} from "./changes.js";

export interface InquiryEventsOptions {
  readonly feed: InquiryChangeFeed;
  readonly adminCheck: AdminCheck;
  /**
   * The check an open stream's token passes again every `recheckMs` (production: Firebase with
   * revocation and the account's current claims). @defaultValue adminCheck
   */
  readonly adminRecheck?: AdminCheck | undefined;
  /** How often the shared reader looks for changes. @defaultValue 1000 */
  readonly pollMs?: number | undefined;
  /** The database's notices: a committed change is read at once, not at the next poll. */
  readonly notices?: Notices | undefined;
  /**
   * How long one stream lasts before the server ends it; the client reconnects at once with a
   * fresh token. @defaultValue 5 minutes
   */
  readonly maxStreamMs?: number | undefined;
  /**
   * How often an open stream's token is checked again: a revoked or de-claimed admin's stream
   * ends within this time. @defaultValue 30 seconds
   */
  readonly recheckMs?: number | undefined;
  /** Streams one admin (uid) may hold open at once. @defaultValue 5 */
  readonly perAdmin?: number | undefined;
  /** Streams this process holds open at once. @defaultValue 500 */
  readonly total?: number | undefined;
  /** Aborted when the server stops: open streams end, so a deploy is not held up by them. */
  readonly shutdown?: AbortSignal | undefined;
  /** @defaultValue silentLogger */
  readonly logger?: Logger | undefined;
}

/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How soon a client whose stream ended should reconnect. */
const RETRY_MS = 1000;
/** How long a refused client should wait before it asks for a stream again, in seconds. */
const FULL_RETRY_SECONDS = 30;
/** Batches a slow stream may have waiting; past them it drops them and catches up by reading. */
const MAX_PENDING = 20;

/**
 * `GET /v1/inquiry-events`: the staff's live inbox, as server-sent events. Authenticated like
 * every admin request (a bearer token: the browser's `EventSource` cannot send one, the admin
 * app's client can). It starts with the feed's place (an id-only message named `ready`); each
 * `inquiry` event after it is an `InquiryChange`. A client that reconnects with `Last-Event-ID`
 * gets what it missed; one whose id this server did not give is logged and starts from now.
 *
 * One reader per process follows the feed for every open stream (see `createChangePoller`); the
 * streams are capped per admin and in all, and each one's token is checked again every
 * `recheckMs`.
 */
export function inquiryEventsRoute(options: InquiryEventsOptions) {
  const {
    feed,
    pollMs = 1000,
    maxStreamMs = 5 * 60_000,
    recheckMs = 30_000,
    perAdmin = 5,
    total = 500,
    shutdown,
    logger = silentLogger,
  } = options;
  const recheck = options.adminRecheck ?? options.adminCheck;
  const poller = createChangePoller({ feed, pollMs, notices: options.notices, logger });
  const openPerAdmin = new Map<string, number>();
  let open = 0;
  const openStreams = openStreamsCounter();

  const routes = new Hono<{ Variables: AdminVariables & { requestId: string } }>();
  routes.get(INQUIRY_EVENTS.path, requireAdmin(options.adminCheck), async (c) => {
    const { uid } = c.get("admin");
    if (open >= total) {
      c.header("Retry-After", String(FULL_RETRY_SECONDS));
      return apiError(c, "streams-full", "The live inbox is full for now; it refreshes by itself.");
    }
    if ((openPerAdmin.get(uid) ?? 0) >= perAdmin) {
      c.header("Retry-After", String(FULL_RETRY_SECONDS));
      return apiError(
        c,
        "too-many-streams",
        `You have the live inbox open ${String(perAdmin)} times; close a tab or window.`,
      );
    }
    const authorization = c.req.header("authorization");
    const requestId = c.get("requestId");
    const head = await feed.head();
    const asked = c.req.header("last-event-id");
    let start = asked === undefined ? head : decodeChangeCursor(asked);
    if (start === undefined || compareChangeCursors(start, head) > 0) {
      // Not a place this server gave (or one past the feed's end): from now on. The `ready`
      // event tells the client its new place. The id itself is not logged: a client wrote it.
      logger.warn("inquiry_events.bad_last_event_id", { requestId });
      start = head;
    }
    const from: ChangeCursor = start;

    open += 1;
    openStreams.add(1);
    openPerAdmin.set(uid, (openPerAdmin.get(uid) ?? 0) + 1);
    const release = () => {
      open -= 1;
      openStreams.add(-1);
      const left = (openPerAdmin.get(uid) ?? 1) - 1;
      if (left > 0) openPerAdmin.set(uid, left);
      else openPerAdmin.delete(uid);
    };

    return streamSSE(
      c,
      async (stream) => {
        try {
          await follow(stream, from, authorization, requestId);
        } finally {
          release();
        }
      },
      // Anything that goes wrong is logged through the JSON logger, never printed raw.
      (error) => {
        logger.error("inquiry_events.failed", { requestId, ...errorFields(error) }, error);
        return Promise.resolve();
      },
    );
  });

  /** Sends the stream what happens after `from` until it ends. */
  async function follow(
    stream: SSEStreamingApi,
    from: ChangeCursor,
    authorization: string | undefined,
    requestId: string,
  ) {
    let wake: (() => void) | undefined;
    const rouse = () => wake?.();
    let aborted = false;
    stream.onAbort(() => {
      aborted = true;
      rouse();
    });
    shutdown?.addEventListener("abort", rouse);
    const pending: ChangeBatch[] = [];
    const unsubscribe = poller.subscribe((batch) => {
      // A stream that does not keep up drops what waits and reads for itself instead.
      if (pending.length >= MAX_PENDING) pending.length = 0;
      pending.push(batch);
      rouse();
    }, from);
    try {
      let cursor = from;
      let quietSince = Date.now();
      let checkedAt = Date.now();
      const ends = Date.now() + maxStreamMs;
      const live = () => !aborted && !shutdown?.aborted && Date.now() < ends;

      /** Sends the changes after `cursor` from `batch`, and moves to its end. */
      const send = async (batch: Omit<ChangeBatch, "from">) => {
        const fresh = batch.changes.filter(
          (_, index) => compareChangeCursors(batch.positions[index] ?? batch.to, cursor) > 0,
        );
        const to = compareChangeCursors(batch.to, cursor) > 0 ? batch.to : cursor;
        for (const [index, change] of fresh.entries()) {
          // The last event of a batch carries the place after it, to resume from.
          await stream.writeSSE({
            event: INQUIRY_EVENTS.change,
            data: JSON.stringify(change),
            ...(index === fresh.length - 1 ? { id: encodeChangeCursor(to) } : {}),
          });
        }
        if (fresh.length === 0 && compareChangeCursors(to, cursor) !== 0) {
          // Changes to inquiries deleted since, or already sent: the place moves on.
          await stream.writeSSE({
            event: INQUIRY_EVENTS.ready,
            data: "",
            id: encodeChangeCursor(to),
          });
        }
        if (fresh.length > 0) quietSince = Date.now();
        cursor = to;
      };

      /** Reads the feed for this stream alone until it is at `target` (or the feed's end). */
      const catchUp = async (target?: ChangeCursor) => {
        while (live()) {
          const next = await feed.after(cursor);
          if (compareChangeCursors(next.cursor, cursor) === 0) return;
          await send({ to: next.cursor, changes: next.changes, positions: next.positions });
          if (target && compareChangeCursors(cursor, target) >= 0) return;
        }
      };

      await stream.writeSSE({
        event: INQUIRY_EVENTS.ready,
        data: "",
        id: encodeChangeCursor(cursor),
        retry: RETRY_MS,
      });
      // A stream that resumed from an older place reads up to now for itself first.
      await catchUp();
      while (live()) {
        if (pending.length === 0) {
          const waitMs = Math.min(
            KEEP_ALIVE_MS - (Date.now() - quietSince),
            recheckMs - (Date.now() - checkedAt),
            ends - Date.now(),
          );
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.max(0, waitMs));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
        }
        for (const batch of pending.splice(0)) {
          if (!live()) break;
          if (compareChangeCursors(cursor, batch.from) < 0) await catchUp(batch.to);
          else await send(batch);
        }
        if (Date.now() - checkedAt >= recheckMs) {
          checkedAt = Date.now();
          if (!(await stillAdmin(authorization, requestId))) return;
        }
        if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
          await stream.write(": keep-alive\n\n");
          quietSince = Date.now();
        }
      }
    } finally {
      unsubscribe();
      shutdown?.removeEventListener("abort", rouse);
    }
  }

  /** Whether the stream's token still opens the admin endpoints (revoked, de-claimed: no). */
  async function stillAdmin(authorization: string | undefined, requestId: string) {
    try {
      const result = await recheck(authorization);
      if (result.ok) return true;
      logger.info("inquiry_events.ended_refused", { requestId, code: result.code });
      return false;
    } catch (error) {
      // Firebase did not answer: the stream goes on, and the next check asks again.
      logger.warn("inquiry_events.recheck_failed", { requestId, ...errorFields(error) });
      return true;
    }
  }

  return routes;
}
