import { FirebaseAuthError, type Auth } from "firebase-admin/auth";

/** The custom claim that opens the admin area and the admin endpoints. */
export const ADMIN_CLAIM = "admin";

/** A grant or revoke that cannot be done, with a message for the person at the terminal. */
export class AdminClaimError extends Error {
  override name = "AdminClaimError";
}

export interface AdminClaimChange {
  uid: string;
  email: string;
  /** False when the account was already as asked (nothing written, no sessions ended). */
  changed: boolean;
}

async function accountByEmail(auth: Auth, email: string) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (error instanceof FirebaseAuthError && error.code === "auth/user-not-found") {
      throw new AdminClaimError(
        `No account uses the e-mail ${email}. Check the spelling; a new staff member must have an account first.`,
      );
    }
    throw error;
  }
}

/**
 * Sets `admin: true` on the account of `email`, keeping its other custom claims. It takes effect
 * when the account's ID token is next refreshed (at the next sign-in, or within the hour).
 */
export async function grantAdmin(auth: Auth, email: string): Promise<AdminClaimChange> {
  const user = await accountByEmail(auth, email);
  const claims = user.customClaims ?? {};
  if (claims[ADMIN_CLAIM] === true) return { uid: user.uid, email, changed: false };
  await auth.setCustomUserClaims(user.uid, { ...claims, [ADMIN_CLAIM]: true });
  return { uid: user.uid, email, changed: true };
}

/**
 * Removes the `admin` claim from the account of `email`, keeping its other custom claims, and
 * revokes its refresh tokens so that the ID tokens it holds stop working at once.
 */
export async function revokeAdmin(auth: Auth, email: string): Promise<AdminClaimChange> {
  const user = await accountByEmail(auth, email);
  const { [ADMIN_CLAIM]: admin, ...others } = user.customClaims ?? {};
  if (admin === undefined) return { uid: user.uid, email, changed: false };
  await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email, changed: true };
}
