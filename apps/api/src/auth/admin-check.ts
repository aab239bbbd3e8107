import type { ApiErrorCode } from "@novaline/inquiry";

/** A staff member allowed into the admin endpoints: a verified token with the `admin: true` claim. */
export interface AdminIdentity {
  uid: string;
  email: string;
}

/** The error codes of a refused admin request (`auth-…`, 401 or 403 by the contract). */
export type AdminRefusalCode = Extract<ApiErrorCode, `auth-${string}`>;

/** Why a request may not use the admin endpoints. */
export interface AdminRefusal {
  code: AdminRefusalCode;
  message: string;
}

/**
 * Decides from a request's `Authorization` header whether it comes from an admin. The Firebase
 * implementation verifies the ID token (revocation and disabled accounts included) on every call.
 */
export type AdminCheck = (
  authorization: string | undefined,
) => Promise<{ ok: true; admin: AdminIdentity } | ({ ok: false } & AdminRefusal)>;
