import { InquiryApiError } from "@novaline/inquiry";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import type { AuthClient } from "../auth/auth-client.js";

/** 401 codes that mean this session is over for good: signing in again is the only way on. */
const SESSION_ENDED = new Set([
  "auth-token-revoked",
  "auth-account-disabled",
  "auth-account-not-found",
]);

/** What an API failure means for the session: ended (sign out), access lost (recheck) or neither. */
export function sessionEffectOf(error: unknown): "signOut" | "recheckAccess" | undefined {
  if (!(error instanceof InquiryApiError)) return undefined;
  if (error.status === 401 && SESSION_ENDED.has(error.code)) return "signOut";
  if (error.status === 403) return "recheckAccess";
  return undefined;
}

/**
 * The admin app's query client. When the API says the session was revoked or the account
 * disabled, the open page signs out (the gate then shows sign-in); when it says the account is
 * no longer an admin, the claim is checked again (the gate then shows "no access").
 * Authorisation failures are not retried.
 */
export function createAdminQueryClient(auth: AuthClient): QueryClient {
  const onError = (error: unknown) => {
    const effect = sessionEffectOf(error);
    if (effect) void auth[effect]();
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
