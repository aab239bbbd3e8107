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

/** Whether `account` is written as an e-mail address rather than a uid. */
export const isEmail = (account: string) => /^[^\s@]+@[^\s@]+$/.test(account);

/** The account with this uid, or with this e-mail address when `account` is one. */
async function findAccount(auth: Auth, account: string) {
  try {
    return await (isEmail(account) ? auth.getUserByEmail(account) : auth.getUser(account));
  } catch (error) {
    if (error instanceof FirebaseAuthError && error.code === "auth/user-not-found") {
      throw new AdminClaimError(
        isEmail(account)
          ? `No account uses the e-mail ${account}. Check the spelling; a new staff member must have an account first.`
          : `No account has the uid ${account}. Copy it from the Firebase console (Authentication › Users).`,
      );
    }
    throw error;
  }
}

/**
 * Sets `admin: true` on the account with this `uid`, keeping its other custom claims. Granted by
 * uid, never by e-mail, and only to an account whose e-mail is verified: an address anybody can
 * sign up with proves nothing (Firebase's custom-claims guidance). It takes effect when the
 * account's ID token is next refreshed (at the next sign-in, or within the hour).
 */
export async function grantAdmin(auth: Auth, uid: string): Promise<AdminClaimChange> {
  const user = await findAccount(auth, uid);
  const email = user.email ?? "";
  if (email === "") {
    throw new AdminClaimError(`The account ${uid} has no e-mail address; staff sign in with one.`);
  }
  if (!user.emailVerified) {
    throw new AdminClaimError(
      `The e-mail of ${uid} (${email}) is not verified, and the API refuses admins whose e-mail is not. Have them verify it (the password-reset e-mail does), then grant again.`,
    );
  }
  const claims = user.customClaims ?? {};
  if (claims[ADMIN_CLAIM] === true) return { uid: user.uid, email, changed: false };
  await auth.setCustomUserClaims(user.uid, { ...claims, [ADMIN_CLAIM]: true });
  return { uid: user.uid, email, changed: true };
}

/**
 * Removes the `admin` claim from the account (a uid or an e-mail address: taking access away
 * needs no proof), keeping its other custom claims, and revokes its refresh tokens so that the ID
 * tokens it holds stop working at once.
 */
export async function revokeAdmin(auth: Auth, account: string): Promise<AdminClaimChange> {
  const user = await findAccount(auth, account);
  const email = user.email ?? "";
  const { [ADMIN_CLAIM]: admin, ...others } = user.customClaims ?? {};
  if (admin === undefined) return { uid: user.uid, email, changed: false };
  await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email, changed: true };
}
