/** A staff member allowed into the admin endpoints: a verified token with the `admin: true` claim. */
export interface AdminIdentity {
  uid: string;
  email: string;
}

/** Why a request may not use the admin endpoints: 401 no valid identity, 403 not an admin. */
export interface AdminRefusal {
  status: 401 | 403;
  code: string;
  message: string;
}

/**
 * Decides from a request's `Authorization` header whether it comes from an admin. The Firebase
 * implementation verifies the ID token (revocation and disabled accounts included) on every call.
 */
export type AdminCheck = (
  authorization: string | undefined,
) => Promise<{ ok: true; admin: AdminIdentity } | ({ ok: false } & AdminRefusal)>;
