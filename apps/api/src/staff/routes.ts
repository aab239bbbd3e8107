import { inquiryApi } from "@novaline/inquiry";
import { Hono } from "hono";
import type { AdminCheck } from "../auth/admin-check.js";
import type { StaffDirectory } from "../auth/staff-directory.js";
import { answer } from "../http/answer.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";

/** `/v1/staff`: who inquiries can be assigned to (admin). */
export function staffRoutes({
  adminCheck,
  staff,
}: {
  adminCheck: AdminCheck;
  staff: StaffDirectory;
}) {
  const routes = new Hono<{ Variables: AdminVariables }>();
  routes.get(inquiryApi.listStaff.path, requireAdmin(adminCheck), async (c) =>
    answer(c, inquiryApi.listStaff, { items: await staff.list() }),
  );
  return routes;
}
