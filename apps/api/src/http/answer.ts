import type { Endpoint, ResultOf } from "@novaline/inquiry";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Answers an endpoint of the contract with JSON of the type the contract promises its clients:
 * a renamed or missing field fails type-checking here, not in a browser.
 */
export const answer = <E extends Endpoint>(
  c: Context,
  _endpoint: E,
  result: ResultOf<E>,
  status: ContentfulStatusCode = 200,
): Response => c.json(result, status);
