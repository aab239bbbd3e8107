import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { Hono } from "hono";
import type { AdminCheck } from "../auth/admin-check.js";
import { apiError, invalid } from "../http/errors.js";
import { jsonOnly, limitBody, readJsonObject } from "../http/json-body.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import type { DoNotCallRepository } from "./repository.js";

const PHONE_MESSAGE = "Enter the number with its country code, like +1 512 555 0134";

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

  routes.get("/v1/do-not-call", admin, async (c) => c.json({ items: await repository.list() }));

  routes.post("/v1/do-not-call", admin, jsonOnly, limitBody, async (c) => {
    const body = await readJsonObject(c, "the entry");
    if (!body.ok) return body.response;
    const unknown = Object.keys(body.value).filter((key) => key !== "phone");
    if (unknown.length > 0) {
      return invalid(
        c,
        Object.fromEntries(unknown.map((key) => [key, "This field is not part of an entry"])),
      );
    }
    const { phone } = body.value;
    const parsed =
      typeof phone === "string" && /^\s*\+/.test(phone) && phone.length <= 32
        ? parsePhoneNumberFromString(phone)
        : undefined;
    if (!parsed?.isValid()) return invalid(c, { phone: PHONE_MESSAGE });
    const { entry, created } = await repository.add(parsed.number, "staff", c.get("admin").email);
    return c.json(entry, created ? 201 : 200);
  });

  routes.delete("/v1/do-not-call/:id", admin, async (c) => {
    const removed = await repository.remove(c.req.param("id"));
    if (!removed) return apiError(c, 404, "not-found", "There is no such entry.");
    return c.body(null, 204);
  });

  return routes;
}
