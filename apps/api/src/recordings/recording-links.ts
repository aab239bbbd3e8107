// An <audio> element cannot send the staff member's bearer token, so the admin asks (with its
// token) for a link signed for one inquiry and one staff member that expires within minutes, and
// plays that: the browser fetches the ranges it needs while seeking, with no token in the address.
// The link names the member it was issued to (`by`), so the API can check on every request that
// the member is still staff and has not been signed out everywhere since (see routes.ts).
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How long a recording link plays at most: long enough to listen to a demo call and seek in it.
 * A link's issue time is read back from its expiry with this: shortening it would make links
 * already handed out look younger than they are, so bump the key's label along with it.
 */
export const RECORDING_LINK_TTL_MS = 15 * 60_000;

/** Why a link is refused by its own query (who it was issued to is the route's check). */
export type RecordingLinkProblem = "invalid" | "expired";

/** What a valid link says: who it was issued to, and when (to the second). */
export interface RecordingLinkHolder {
  readonly uid: string;
  readonly issuedAt: Date;
}

/**
 * Signs and checks recording links with a key derived from `secret` (the API's
 * `IP_HASH_SECRET`, 32 random bytes in production) under a label of its own, so no other use of
 * that secret yields the same values; `v2` since links name their holder (a `v1` link, signed
 * without one, is invalid). Nothing is stored: any instance checks any link.
 *
 * The signature covers the inquiry id, the holder's uid and the expiry (JSON-encoded, so no
 * value can run into the next). When a link was issued is its expiry less
 * {@link RECORDING_LINK_TTL_MS}, to the second as Firebase's `tokensValidAfterTime` is.
 */
export function recordingLinks(secret: string, now: () => number = Date.now) {
  const key = createHmac("sha256", secret).update("novaline recording link key v2").digest();
  const mac = (inquiryId: string, uid: string, expires: number) =>
    createHmac("sha256", key)
      .update(JSON.stringify([inquiryId, uid, expires]))
      .digest();

  return {
    /**
     * The query of a link to the recording of `inquiryId` for the staff member `uid` (the admin
     * who asked), and when it expires.
     */
    sign(inquiryId: string, uid: string): { query: string; expiresAt: Date } {
      const expires = Math.floor((now() + RECORDING_LINK_TTL_MS) / 1000);
      const signature = mac(inquiryId, uid, expires).toString("base64url");
      const query = new URLSearchParams({ expires: String(expires), by: uid, signature });
      return { query: query.toString(), expiresAt: new Date(expires * 1000) };
    },

    /**
     * Whether `expires`, `by` and `signature` (as the query gave them) sign `inquiryId`, still
     * valid: if so, who the link was issued to and when.
     */
    check(
      inquiryId: string,
      query: { expires?: string; by?: string; signature?: string },
    ): { ok: true; holder: RecordingLinkHolder } | { ok: false; problem: RecordingLinkProblem } {
      const { expires, by, signature } = query;
      if (
        expires === undefined ||
        by === undefined ||
        by === "" ||
        signature === undefined ||
        !/^\d{1,12}$/.test(expires)
      ) {
        return { ok: false, problem: "invalid" };
      }
      const given = Buffer.from(signature, "base64url");
      const wanted = mac(inquiryId, by, Number(expires));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        return { ok: false, problem: "invalid" };
      }
      if (Number(expires) * 1000 <= now()) return { ok: false, problem: "expired" };
      return {
        ok: true,
        holder: { uid: by, issuedAt: new Date(Number(expires) * 1000 - RECORDING_LINK_TTL_MS) },
      };
    },
  };
}

export type RecordingLinks = ReturnType<typeof recordingLinks>;
