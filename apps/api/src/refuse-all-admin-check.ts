import type { AdminCheck } from "./auth/admin-check.js";

/** Until the Firebase check is wired in: nobody is an admin. */
export const refuseAllAdminCheck: AdminCheck = () =>
  Promise.resolve({
    ok: false,
    status: 401,
    code: "unauthorized",
    message: "Admin sign-in is not configured on this server.",
  });
