import type { AdminRefusal } from "./admin-check.js";

/**
 * Every reason the admin endpoints turn a request away, with the code clients can act on and a
 * message a person can read. 401: no valid identity (sign in again); 403: signed in, not an admin.
 */
export const adminRefusals = {
  tokenMissing: {
    status: 401,
    code: "auth-token-missing",
    message: "Sign in first: the request has no Authorization header.",
  },
  headerMalformed: {
    status: 401,
    code: "auth-header-malformed",
    message: 'The Authorization header must read "Bearer <Firebase ID token>".',
  },
  tokenMalformed: {
    status: 401,
    code: "auth-token-malformed",
    message: "The bearer token is not a Firebase ID token.",
  },
  tokenExpired: {
    status: 401,
    code: "auth-token-expired",
    message: "The sign-in token has expired: sign in again.",
  },
  tokenWrongProject: {
    status: 401,
    code: "auth-token-wrong-project",
    message: "The sign-in token was issued for another Firebase project.",
  },
  tokenRevoked: {
    status: 401,
    code: "auth-token-revoked",
    message: "This session was ended (signed out everywhere or access changed): sign in again.",
  },
  tokenInvalid: {
    status: 401,
    code: "auth-token-invalid",
    message: "The sign-in token could not be verified: sign in again.",
  },
  accountDisabled: {
    status: 401,
    code: "auth-account-disabled",
    message: "This account is disabled.",
  },
  accountNotFound: {
    status: 401,
    code: "auth-account-not-found",
    message: "This account no longer exists.",
  },
  notAdmin: {
    status: 403,
    code: "auth-not-admin",
    message: "This account is signed in but has no admin access.",
  },
  emailUnverified: {
    status: 403,
    code: "auth-email-unverified",
    message:
      "This account's e-mail address is not verified, so it cannot use the admin area. Verify it, then sign in again.",
  },
  sessionTooOld: {
    status: 403,
    code: "auth-session-too-old",
    message:
      "Your sign-in is too old (staff sign in again at least every 12 hours): sign in again to continue.",
  },
  adminWithoutEmail: {
    status: 403,
    code: "auth-admin-without-email",
    message: "Admin accounts sign in with an e-mail address; this one has none.",
  },
} as const satisfies Record<string, AdminRefusal>;

/** The name of one reason in {@link adminRefusals}. */
export type AdminRefusalReason = keyof typeof adminRefusals;
