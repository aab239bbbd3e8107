import { FirebaseAuthError, type Auth } from "firebase-admin/auth";
import type { AdminCheck } from "./admin-check.js";
import { ADMIN_CLAIM } from "./admin-claim.js";
import { adminRefusals, type AdminRefusalReason } from "./admin-refusals.js";
import { peekJwtPayload, readBearerToken } from "./bearer-token.js";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";

export interface FirebaseAdminCheckOptions {
  /** The Firebase project whose ID tokens are accepted (`aud` and `iss` of the token). */
  projectId: string;
  /** The firebase-admin Auth client to use; by default the project's own (see `firebaseAdminAuth`). */
  auth?: Auth;
  /**
   * How long after signing in (`auth_time`, not the hourly token refresh) a session is accepted.
   * @defaultValue 12 hours
   */
  maxSessionAgeMs?: number;
  /** The clock. @defaultValue Date.now */
  now?: () => number;
  /**
   * Whether the account's current custom claims are read too (one more call to Firebase Auth),
   * not only the token's: a token minted before the `admin` claim was removed still carries it
   * for up to an hour. For checking an open stream again. @defaultValue false
   */
  currentClaims?: boolean;
}

/** A working day: staff sign in again after it, whatever their refresh token would allow. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 3_600_000;

/**
 * The {@link AdminCheck} of production: verifies the bearer Firebase ID token with firebase-admin,
 * checking revocation and disabled accounts against Firebase Auth on every call (nothing is
 * cached but Google's public keys), then requires the custom claim `admin` to be `true`, a
 * verified e-mail address (a claim granted to an address somebody signed up with is worth
 * nothing until they prove it is theirs) and a sign-in less than 12 hours old.
 *
 * Errors that say nothing about the token (Firebase unreachable, no credentials) are thrown, so
 * the caller answers 5xx instead of telling a staff member to sign in again.
 *
 * @example
 * const check = firebaseAdminCheck({ projectId: "novaline-prod" });
 * const result = await check(request.headers.get("authorization") ?? undefined);
 */
export function firebaseAdminCheck({
  projectId,
  auth,
  maxSessionAgeMs = ADMIN_SESSION_MAX_AGE_MS,
  now = Date.now,
  currentClaims = false,
}: FirebaseAdminCheckOptions): AdminCheck {
  // firebase-admin accepts the emulator's unsigned tokens whenever this variable is set: a real
  // project must never run with it (demo- projects exist only in the emulator).
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator && !projectId.startsWith("demo-")) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST (${emulator}) is set for the real project ${projectId}: ` +
        "unsigned tokens would be accepted. Unset it, or use a demo- project id with the emulator.",
    );
  }
  const client = auth ?? firebaseAdminAuth(projectId);
  const refuse = (reason: AdminRefusalReason) => ({ ok: false as const, ...adminRefusals[reason] });

  return async (authorization) => {
    const bearer = readBearerToken(authorization);
    if (bearer.kind === "missing") return refuse("tokenMissing");
    if (bearer.kind === "malformed") return refuse("headerMalformed");
    const payload = peekJwtPayload(bearer.token);
    if (!payload) return refuse("tokenMalformed");

    try {
      const decoded = await client.verifyIdToken(bearer.token, true);
      if (decoded.admin !== true) return refuse("notAdmin");
      if (!decoded.email) return refuse("adminWithoutEmail");
      if (decoded.email_verified !== true) return refuse("emailUnverified");
      if (now() - decoded.auth_time * 1000 > maxSessionAgeMs) return refuse("sessionTooOld");
      if (currentClaims) {
        const account = await client.getUser(decoded.uid);
        if (account.customClaims?.[ADMIN_CLAIM] !== true) return refuse("notAdmin");
      }
      return { ok: true, admin: { uid: decoded.uid, email: decoded.email } };
    } catch (error) {
      const reason = refusalFor(error, payload, projectId);
      if (!reason) throw error;
      return refuse(reason);
    }
  };
}

function refusalFor(
  error: unknown,
  payload: Record<string, unknown>,
  projectId: string,
): AdminRefusalReason | undefined {
  if (!(error instanceof FirebaseAuthError)) return undefined;
  switch (error.code) {
    case "auth/id-token-expired":
      return "tokenExpired";
    case "auth/id-token-revoked":
      return "tokenRevoked";
    case "auth/user-disabled":
      return "accountDisabled";
    case "auth/user-not-found":
      return "accountNotFound";
    case "auth/argument-error":
    case "auth/invalid-id-token":
      return payload.aud !== projectId ? "tokenWrongProject" : "tokenInvalid";
    default:
      return undefined;
  }
}
