import type { Route } from "@playwright/test";

/**
 * The CORS headers the API answers the site's origin with, and its answer to a preflight: the
 * network-layer stand-ins for the API's endpoints (inquiry-api.ts, call-feedback-api.ts) share
 * them. Resolves to the headers, or to `undefined` once it has answered a preflight.
 */
export async function answerApiCors(route: Route): Promise<Record<string, string> | undefined> {
  const request = route.request();
  const cors = {
    "access-control-allow-origin": (await request.headerValue("origin")) ?? "*",
    "access-control-allow-headers": "content-type",
    "access-control-allow-methods": "POST",
  };
  if (request.method() !== "OPTIONS") return cors;
  await route.fulfill({ status: 204, headers: cors });
  return undefined;
}
