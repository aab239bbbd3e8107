import type { InquiryErrorCode } from "@novaline/inquiry";

/**
 * Why the API ended a session: the tokens were revoked, the account disabled or deleted, the
 * sign-in is more than 12 hours old, or the account's e-mail is not verified.
 */
export type SessionEndReason = "revoked" | "disabled" | "deleted" | "expired" | "unverified";

const KEY = "novaline-admin:session-ended";
// Keyed by the contract's codes: a code renamed in the API's contract fails type-checking here.
const REASONS: Partial<Record<InquiryErrorCode, SessionEndReason>> = {
  "auth-token-revoked": "revoked",
  "auth-account-disabled": "disabled",
  "auth-account-not-found": "deleted",
  "auth-session-too-old": "expired",
  "auth-email-unverified": "unverified",
};

/** The reason behind an API error code that ends the session, if it is one. */
export const sessionEndReasonOf = (code: InquiryErrorCode): SessionEndReason | undefined =>
  REASONS[code];

/**
 * Notes, for the sign-in page the staff member lands on next, why they were signed out. Kept in
 * the tab's session storage, so a reload of that page still says it; unavailable storage
 * (a locked-down browser) just means no explanation.
 */
export function noteSessionEnded(reason: SessionEndReason) {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // No storage: the sign-in page shows no reason.
  }
}

/** Why the last session was ended by the API, until {@link forgetSessionEnded}. */
export function sessionEndedReason(): SessionEndReason | undefined {
  try {
    const value = sessionStorage.getItem(KEY);
    return Object.values(REASONS).find((reason) => reason === value);
  } catch {
    return undefined;
  }
}

/** Forgets the reason (once the sign-in page has shown it, or the staff member signed in). */
export function forgetSessionEnded() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
