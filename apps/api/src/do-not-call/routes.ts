import { inquiryApi } from "@novaline/inquiry";
import { doNotCallRequestSchema } from "@novaline/inquiry/demo-call";
import { Hono } from "hono";
import type { AdminCheck } from "../auth/admin-check.js";
import { answer } from "../http/answer.js";
import { apiError } from "../http/errors.js";
import { jsonRequest, validJson } from "../http/json-body.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import type { DoNotCallRepository } from "./repository.js";

/**
 * `/v1/do-not-call`, for staff: the list (hints, never numbers), adding a number (any country;
 * adding it again changes nothing) and removing an entry.
 */
export function doNotCallRoutes(options: {
  repository: DoNotCallRepository;
  adminCheck: AdminCheck;
}) {
  const { repository } = options;
  const admin = requireAdmin(options.adminCheck);
  const routes = new Hono<{ Variables: AdminVariables }>();

  routes.get(inquiryApi.listDoNotCall.path, admin, async (c) =>
    answer(c, inquiryApi.listDoNotCall, { items: await repository.list() }),
  );

  const add = inquiryApi.addDoNotCall;
  routes.on(
    add.method,
    add.path,
    admin,
    jsonRequest,
    validJson(doNotCallRequestSchema, "The body must be a JSON object with the entry's fields."),
    async (c) => {
      const { phone } = c.req.valid("json");
      const { entry, created } = await repository.add(phone, "staff", c.get("admin").email);
      return answer(c, add, entry, created ? 201 : 200);
    },
  );

  routes.delete(inquiryApi.removeDoNotCall.path, admin, async (c) => {
    const removed = await repository.remove(c.req.param("id"));
    if (!removed) return apiError(c, "not-found", "There is no such entry.");
    return c.body(null, 204);
  });

  return routes;
}
