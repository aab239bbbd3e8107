import { sValidator } from "@hono/standard-validator";
import { fieldErrorsOfIssues } from "@novaline/inquiry";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { apiError, invalid } from "./errors.js";

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 16_384;

/** 415 unless the body is declared as JSON (`application/json`, any charset). */
const jsonOnly: MiddlewareHandler = createMiddleware(async (c, next) => {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return apiError(
      c,
      "unsupported-media-type",
      "Send the body as JSON with Content-Type: application/json.",
    );
  }
  await next();
});

const tooLarge = (c: Context) =>
  apiError(
    c,
    "payload-too-large",
    `The request body must be at most ${MAX_BODY_BYTES.toLocaleString("en-US")} bytes.`,
  );

/** Hono's limit, which counts a streamed body as it arrives. */
const limitStreamedBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: tooLarge,
});

/**
 * 413 for a body over {@link MAX_BODY_BYTES}, whether declared or streamed. A declared length
 * (without a transfer encoding) is checked from the headers, as Hono's limit does, but without
 * asking for the request's body stream first: that would build the whole web `Request` and its
 * stream, where the Node adapter otherwise reads the body straight from the socket's buffer.
 */
const limitBody: MiddlewareHandler = createMiddleware(async (c, next) => {
  const declared = c.req.header("content-length");
  if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
    if (parseInt(declared, 10) > MAX_BODY_BYTES) return tooLarge(c);
    await next();
    return;
  }
  return limitStreamedBody(c, next);
});

/** 400 for a body that is not JSON (Hono keeps the text, so the validator parses it again). */
const parsableJson: MiddlewareHandler = createMiddleware(async (c, next) => {
  try {
    await c.req.json();
  } catch {
    return apiError(c, "malformed-json", "The request body is not valid JSON.");
  }
  await next();
});

/**
 * A request body as the API takes it: declared as JSON (415), at most {@link MAX_BODY_BYTES}
 * (413), JSON indeed (400).
 */
export const jsonRequest: MiddlewareHandler = every(jsonOnly, limitBody, parsableJson);

/**
 * Validates the JSON body with a contract schema (Hono's Standard Schema validator): the handler
 * reads it with `c.req.valid("json")`, otherwise the answer is a 422 naming each bad field, or
 * `whole` when the problem is the body as a whole (not an object, nothing to change).
 */
export const validJson = <Schema extends StandardSchemaV1>(schema: Schema, whole: string) =>
  sValidator("json", schema, (result, c) => {
    if (result.success) return;
    const fields = fieldErrorsOfIssues(result.error);
    return Object.keys(fields).length > 0 ? invalid(c, fields) : invalid(c, {}, whole);
  });

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
