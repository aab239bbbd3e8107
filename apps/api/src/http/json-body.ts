import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { apiError, errorBody } from "./errors.js";

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 16_384;

/** 415 unless the body is declared as JSON (`application/json`, any charset). */
export const jsonOnly: MiddlewareHandler = createMiddleware(async (c, next) => {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return apiError(
      c,
      415,
      "unsupported-media-type",
      "Send the body as JSON with Content-Type: application/json.",
    );
  }
  await next();
});

/** 413 for a body over {@link MAX_BODY_BYTES}, whether declared or streamed. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    apiError(
      c,
      413,
      "payload-too-large",
      `The request body must be at most ${MAX_BODY_BYTES.toLocaleString("en-US")} bytes.`,
    ),
});

/** The parsed JSON body, or the 400 answer for malformed JSON. */
export async function readJson(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await c.req.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: apiError(c, 400, "malformed-json", "The request body is not valid JSON."),
    };
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The body as a JSON object, or the answer for one that is not: 400 for malformed JSON, 422 for
 * any other JSON value (an array, a string…), saying that `what`'s fields were expected.
 */
export async function readJsonObject(
  c: Context,
  what: string,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const body = await readJson(c);
  if (!body.ok) return body;
  if (isPlainObject(body.value)) return { ok: true, value: body.value };
  return {
    ok: false,
    response: c.json(
      errorBody("invalid", `The body must be a JSON object with ${what}'s fields.`, {}),
      422,
    ),
  };
}
