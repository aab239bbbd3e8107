import { API_ERROR_STATUS } from "@novaline/inquiry";
import { createMiddleware } from "hono/factory";
import type { AdminCheck, AdminIdentity } from "../auth/admin-check.js";
import { apiError } from "./errors.js";

/** What `requireAdmin` puts on the context. */
export interface AdminVariables {
  admin: AdminIdentity;
}

/**
 * Lets a request through only when `check` accepts its `Authorization` header, with the admin on
 * `c.get("admin")`; otherwise answers the check's 401 or 403 as a JSON error. Every answer, either
 * way, carries `Cache-Control: no-store`.
 */
export function requireAdmin(check: AdminCheck) {
  return createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
    // Staff data and refusals alike: never kept by a browser, a proxy or a shared computer.
    c.header("Cache-Control", "no-store");
    const result = await check(c.req.header("authorization"));
    if (!result.ok) {
      if (API_ERROR_STATUS[result.code] === 401)
        c.header("WWW-Authenticate", 'Bearer realm="novaline-admin"');
      return apiError(c, result.code, result.message);
    }
    c.set("admin", result.admin);
    await next();
  });
}
