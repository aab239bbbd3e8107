import type { AdminPasswordRequirement } from "@novaline/content";

/**
 * Where the staff member stands: not known yet (the SDK is restoring the saved session), signed
 * out, or signed in, with or without the `admin: true` custom claim.
 */
export type Session =
  | { status: "unknown" }
  | { status: "signedOut" }
  | { status: "signedIn"; uid: string; email: string; admin: boolean };

/** A password-policy requirement the typed password misses (`count` for the length rules). */
export interface PasswordGap {
  requirement: AdminPasswordRequirement;
  count?: number;
}

/** A failed sign-in or reset: the Firebase error code without `auth/`, and the policy's gaps. */
export class AuthFailure extends Error {
  override name = "AuthFailure";
  constructor(
    readonly code: string,
    readonly passwordGaps: readonly PasswordGap[] = [],
  ) {
    super(`Authentication failed: ${code}`);
  }
}

/**
 * The admin area's view of Firebase Authentication: a store of the {@link Session}
 * (`subscribe` + `getSession`, for `useSyncExternalStore`) and the commands. Commands reject
 * with {@link AuthFailure}.
 */
export interface AuthClient {
  subscribe: (onChange: () => void) => () => void;
  getSession: () => Session;
  /** Whether "Sign in with Google" is configured for this deploy. */
  readonly googleSignIn: boolean;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  /** The signed-in user's Firebase ID token for the API (refreshed when near expiry), or null. */
  getIdToken: () => Promise<string | null>;
  /** Gets a fresh ID token, so a claim granted since sign-in shows. */
  recheckAccess: () => Promise<void>;
  signOut: () => Promise<void>;
}
