import { adminCopy, fillIn, type AdminAuthErrorCode } from "@novaline/content";
import type { PasswordGap } from "./auth-client.js";

// Codes Firebase has used for the same failure (the older name on the left).
const aliases: Record<string, AdminAuthErrorCode> = {
  "invalid-login-credentials": "invalid-credential",
  "invalid-password": "wrong-password",
  timeout: "network-request-failed",
  "user-cancelled": "popup-closed-by-user",
};

const isKnown = (code: string): code is AdminAuthErrorCode =>
  Object.hasOwn(adminCopy.authErrors, code) && code !== "fallback";

/**
 * The message for a Firebase Authentication error code (with or without the `auth/` prefix); an
 * unknown code gets the general message, never the raw code.
 */
export function authErrorMessage(code: string): string {
  const bare = code.replace(/^auth\//, "");
  const known = aliases[bare] ?? (isKnown(bare) ? bare : undefined);
  return known ? adminCopy.authErrors[known] : adminCopy.authErrors.fallback;
}

/** One line per password-policy requirement the password misses. */
export function passwordGapMessages(gaps: readonly PasswordGap[]): string[] {
  return gaps.map(({ requirement, count }) =>
    fillIn(adminCopy.passwordPolicy.requirements[requirement], { count: count ?? "" }),
  );
}
