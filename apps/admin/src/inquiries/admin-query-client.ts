import { InquiryApiError } from "@novaline/inquiry";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import type { AuthClient } from "../auth/auth-client.js";
import {
  noteSessionEnded,
  sessionEndReasonOf,
  type SessionEndReason,
} from "../auth/session-ended.js";

/**
 * What an API failure means for the session: ended (the tokens revoked, the account disabled or
 * deleted, a sign-in over 12 hours old, an unverified e-mail: the staff member signs in again, or
 * cannot), access lost (the admin claim removed) or neither.
 */
export function sessionEffectOf(
  error: unknown,
): { kind: "signOut"; reason: SessionEndReason } | { kind: "recheckAccess" } | undefined {
  if (!(error instanceof InquiryApiError)) return undefined;
  const reason =
    error.status === 401 || error.status === 403 ? sessionEndReasonOf(error.code) : undefined;
  if (reason) return { kind: "signOut", reason };
  if (error.status === 403) return { kind: "recheckAccess" };
  return undefined;
}

/**
 * The admin app's query client. When the API says the session was revoked, the account
 * disabled or deleted, the sign-in too old or the e-mail unverified, the open page signs out (the
 * gate then shows sign-in, which says why);
 * when it says the account is
 * no longer an admin, the claim is checked again (the gate then shows "no access").
 * Authorisation failures are not retried.
 */
export function createAdminQueryClient(auth: AuthClient): QueryClient {
  const onError = (error: unknown) => {
    const effect = sessionEffectOf(error);
    if (effect?.kind === "signOut") {
      noteSessionEnded(effect.reason);
      void auth.signOut();
    } else if (effect?.kind === "recheckAccess") {
      void auth.recheckAccess();
    }
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 2 &&
          !(error instanceof InquiryApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
