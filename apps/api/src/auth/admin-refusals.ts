import type { AdminRefusal } from "./admin-check.js";

/**
 * Every reason the admin endpoints turn a request away, with the code clients can act on and a
 * message a person can read. The contract gives each code its status: 401 no valid identity (sign
 * in again), 403 signed in but not allowed.
 */
export const adminRefusals = {
  tokenMissing: {
    code: "auth-token-missing",
    message: "Sign in first: the request has no Authorization header.",
  },
  headerMalformed: {
    code: "auth-header-malformed",
    message: 'The Authorization header must read "Bearer <Firebase ID token>".',
  },
  tokenMalformed: {
    code: "auth-token-malformed",
    message: "The bearer token is not a Firebase ID token.",
  },
  tokenExpired: {
    code: "auth-token-expired",
    message: "The sign-in token has expired: sign in again.",
  },
  tokenWrongProject: {
    code: "auth-token-wrong-project",
    message: "The sign-in token was issued for another Firebase project.",
  },
  tokenRevoked: {
    code: "auth-token-revoked",
    message: "This session was ended (signed out everywhere or access changed): sign in again.",
  },
  tokenInvalid: {
    code: "auth-token-invalid",
    message: "The sign-in token could not be verified: sign in again.",
  },
  accountDisabled: {
    code: "auth-account-disabled",
    message: "This account is disabled.",
  },
  accountNotFound: {
    code: "auth-account-not-found",
    message: "This account no longer exists.",
  },
  notAdmin: {
    code: "auth-not-admin",
    message: "This account is signed in but has no admin access.",
  },
  emailUnverified: {
    code: "auth-email-unverified",
    message:
      "This account's e-mail address is not verified, so it cannot use the admin area. Verify it, then sign in again.",
  },
  sessionTooOld: {
    code: "auth-session-too-old",
    message:
      "Your sign-in is too old (staff sign in again at least every 12 hours): sign in again to continue.",
  },
  adminWithoutEmail: {
    code: "auth-admin-without-email",
    message: "Admin accounts sign in with an e-mail address; this one has none.",
  },
} as const satisfies Record<string, AdminRefusal>;

/** The name of one reason in {@link adminRefusals}. */
export type AdminRefusalReason = keyof typeof adminRefusals;
