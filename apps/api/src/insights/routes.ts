import {
  fieldErrors,
  inquiryApi,
  insightsQuerySchema,
  type InquiryFieldErrors,
} from "@novaline/inquiry";
import { Hono } from "hono";
import type { AdminCheck } from "../auth/admin-check.js";
import { answer } from "../http/answer.js";
import { invalid } from "../http/errors.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import type { InsightsRepository } from "./repository.js";

export interface InsightsRoutesOptions {
  readonly repository: InsightsRepository;
  readonly adminCheck: AdminCheck;
}

/** `GET /v1/admin/insights?from=&to=&tz=`: the dashboard's figures (admin, `no-store`). */
export function insightsRoutes({ repository, adminCheck }: InsightsRoutesOptions) {
  const routes = new Hono<{ Variables: AdminVariables }>();
  const endpoint = inquiryApi.getInsights;
  routes.get(endpoint.path, requireAdmin(adminCheck), async (c) => {
    const single: Record<string, string> = {};
    const repeated: InquiryFieldErrors = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (values.length > 1) repeated[key] = "Give this parameter once";
      else if (values[0] !== undefined) single[key] = values[0];
    }
    const parsed = insightsQuerySchema.safeParse(single);
    const fields = { ...fieldErrors(parsed), ...repeated };
    if (!parsed.success || Object.keys(fields).length > 0) return invalid(c, fields);
    return answer(c, endpoint, await repository.report(parsed.data));
  });
  return routes;
}
