import { inquiryApi, type RecordingLink } from "@novaline/inquiry";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AdminCheck } from "../auth/admin-check.js";
import type { StaffDirectory } from "../auth/staff-directory.js";
import type { Queryable } from "../db/client.js";
import { recordingOfInquiry } from "../demo-calls/call-rows.js";
import { answer } from "../http/answer.js";
import { apiError } from "../http/errors.js";
import type { Logger } from "../http/logger.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import { UUID } from "../inquiries/cursor.js";
import type { RecordingLinks } from "./recording-links.js";
import { fetchRecording, type RecordingFetchOptions } from "./vapi-recording.js";

export interface RecordingRoutesOptions {
  readonly db: Queryable;
  readonly adminCheck: AdminCheck;
  readonly links: RecordingLinks;
  /**
   * Whether the member a link was issued to is still staff, read afresh on every request the
   * link makes (the app's directory: Firebase in production).
   */
  readonly staff: Pick<StaffDirectory, "access">;
  /** Where recordings may come from, and Vapi's key. */
  readonly fetch: RecordingFetchOptions;
  readonly logger: Logger;
}

/** A recording is a staff member's alone: not kept by the browser, a proxy or a shared disk. */
const PRIVATE = "private, no-store";

const noInquiry = (c: Context) => apiError(c, "not-found", "There is no inquiry with this id.");
const noRecording = (c: Context) =>
  apiError(
    c,
    "not-found",
    "This inquiry has no call recording: the call was not answered, its report has not come yet, or the recording was deleted with the transcript at the end of the retention period.",
  );

/**
 * `/v1/inquiries/:id/recording-link` (admin: a link signed for this inquiry and this admin that
 * plays for at most 15 minutes) and `/v1/inquiries/:id/recording` (admin, by the bearer token or
 * a signed link): the demo call's recording, fetched from Vapi with the server's key and
 * streamed, ranges answered with 206.
 *
 * A signed link stands for its holder's token only while the holder could still get one: each
 * request it makes (each range while seeking) reads the account from the staff directory, and a
 * holder who is no longer staff (claim removed, e-mail unverified, account disabled or deleted)
 * or whose sessions were ended after the link was issued (`revokeRefreshTokens`) is refused with
 * 403 `recording-link-revoked`. The Firebase directory reuses that read for a few seconds (see
 * `STAFF_ACCESS_REUSE_MS`); a failing read is a 5xx, never a refusal.
 */
export function recordingRoutes(options: RecordingRoutesOptions) {
  const { db, links, staff, logger } = options;
  const admin = requireAdmin(options.adminCheck);
  const routes = new Hono<{ Variables: AdminVariables & { requestId: string } }>();

  const create = inquiryApi.createRecordingLink;
  routes.on(create.method, create.path, admin, async (c) => {
    const id = c.req.param("id").toLowerCase();
    if (!UUID.test(id)) return noInquiry(c);
    const found = await recordingOfInquiry(db, id);
    if (!found) return noInquiry(c);
    if (found.recordingUrl === null) return noRecording(c);
    const signed = links.sign(id, c.get("admin").uid);
    const link: RecordingLink = {
      url: `${inquiryApi.getRecording.path.replace(":id", id)}?${signed.query}`,
      expiresAt: signed.expiresAt.toISOString(),
    };
    return answer(c, create, link);
  });

  // A signed link stands for the token (an <audio> element cannot send one) while its holder is
  // still staff; without one, the bearer token as on every admin endpoint. The link is checked
  // before anything is read about the inquiry: an invalid one learns nothing of it.
  const signedOrAdmin: MiddlewareHandler<{ Variables: AdminVariables }> = async (c, next) => {
    const { expires, by, signature } = c.req.query();
    if (expires === undefined && by === undefined && signature === undefined) {
      return admin(c, next);
    }
    c.header("Cache-Control", PRIVATE);
    const id = c.req.param("id")?.toLowerCase() ?? "";
    const checked = links.check(id, { expires, by, signature });
    if (!checked.ok) {
      return apiError(
        c,
        "recording-link-invalid",
        checked.problem === "expired"
          ? "This recording link has expired: open the inquiry again to play its recording."
          : "This recording link is not valid: open the inquiry again to play its recording.",
      );
    }
    const { holder } = checked;
    const access = await staff.access(holder.uid);
    // To the second, as Firebase ends ID tokens: a link issued in the very second the sessions
    // were ended still plays, as a token issued then still verifies.
    const ended = access?.tokensValidAfter;
    if (!access || (ended !== undefined && holder.issuedAt.getTime() < ended.getTime())) {
      return apiError(
        c,
        "recording-link-revoked",
        "This recording link no longer plays: the admin access it was made for was removed or its sessions were ended. Sign in again to play the recording, or ask an admin to restore your access.",
      );
    }
    await next();
  };

  routes.get(inquiryApi.getRecording.path, signedOrAdmin, async (c) => {
    c.header("Cache-Control", PRIVATE);
    const id = c.req.param("id").toLowerCase();
    if (!UUID.test(id)) return noInquiry(c);
    const found = await recordingOfInquiry(db, id);
    if (!found) return noRecording(c);
    if (found.recordingUrl === null) return noRecording(c);
    const result = await fetchRecording(
      found.recordingUrl,
      c.req.header("range"),
      options.fetch,
      c.req.raw.signal,
    );
    switch (result.kind) {
      case "stream":
        return new Response(result.body, {
          status: result.status,
          headers: {
            ...result.headers,
            "cache-control": PRIVATE,
            "content-disposition": "inline",
            "x-content-type-options": "nosniff",
          },
        });
      case "unsatisfiable":
        if (result.size !== undefined) c.header("Content-Range", `bytes */${String(result.size)}`);
        c.header("Accept-Ranges", "bytes");
        return apiError(
          c,
          "range-not-satisfiable",
          "The range asked for lies past the end of the recording.",
        );
      case "gone":
        return apiError(
          c,
          "recording-gone",
          "Vapi no longer has this recording: it was deleted at the end of its retention period.",
        );
      case "refused":
        // A report named a place we do not fetch from: never fetched, and worth a look.
        logger.warn("recording.origin_refused", { inquiryId: id, origin: result.origin });
        return apiError(
          c,
          "recording-unavailable",
          "This recording is kept somewhere the API does not fetch from.",
        );
      case "unavailable":
        logger.warn("recording.unavailable", { inquiryId: id, reason: result.reason });
        return apiError(
          c,
          "recording-unavailable",
          "Vapi did not hand over the recording just now. Please try again in a minute.",
        );
    }
  });

  return routes;
}
