// An <audio> element cannot send the staff member's bearer token, so the admin asks (with its
// token) for a link signed for one inquiry that expires within minutes, and plays that: the
// browser fetches the ranges it needs while seeking, with no token in the address.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a recording link plays: long enough to listen to a demo call and seek in it. */
export const RECORDING_LINK_TTL_MS = 15 * 60_000;

/** Why a link is refused. */
export type RecordingLinkProblem = "invalid" | "expired";

/**
 * Signs and checks recording links with a key derived from `secret` (the API's
 * `IP_HASH_SECRET`, 32 random bytes in production) under a label of its own, so no other use of
 * that secret yields the same values. Nothing is stored: any instance checks any link.
 */
export function recordingLinks(secret: string, now: () => number = Date.now) {
  const key = createHmac("sha256", secret).update("novaline recording link key v1").digest();
  const mac = (inquiryId: string, expires: number) =>
    createHmac("sha256", key)
      .update(`${inquiryId}.${String(expires)}`)
      .digest();

  return {
    /** The query of a link to the recording of `inquiryId`, and when it expires. */
    sign(inquiryId: string): { query: string; expiresAt: Date } {
      const expires = Math.floor((now() + RECORDING_LINK_TTL_MS) / 1000);
      const signature = mac(inquiryId, expires).toString("base64url");
      return {
        query: `expires=${String(expires)}&signature=${signature}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    /** Whether `expires` and `signature` (as the query gave them) sign `inquiryId`, still valid. */
    check(
      inquiryId: string,
      expires: string | undefined,
      signature: string | undefined,
    ): { ok: true } | { ok: false; problem: RecordingLinkProblem } {
      if (expires === undefined || signature === undefined || !/^\d{1,12}$/.test(expires)) {
        return { ok: false, problem: "invalid" };
      }
      const given = Buffer.from(signature, "base64url");
      const wanted = mac(inquiryId, Number(expires));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        return { ok: false, problem: "invalid" };
      }
      return Number(expires) * 1000 <= now() ? { ok: false, problem: "expired" } : { ok: true };
    },
  };
}

export type RecordingLinks = ReturnType<typeof recordingLinks>;
