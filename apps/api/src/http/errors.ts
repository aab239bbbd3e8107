import type { InquiryFieldErrors } from "@novaline/inquiry";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The body of every error answer: `{"error":{"code","message","fields"?}}`. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: InquiryFieldErrors };
}

export function errorBody(code: string, message: string, fields?: InquiryFieldErrors): ErrorBody {
  return { error: fields === undefined ? { code, message } : { code, message, fields } };
}

/** Answers with an error in the API's shape. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: InquiryFieldErrors,
) {
  return c.json(errorBody(code, message, fields), status);
}

/** The 422 for a request whose fields or parameters are wrong. */
export const invalid = (c: Context, fields: InquiryFieldErrors, message?: string) =>
  apiError(
    c,
    422,
    "invalid",
    message ??
      `Please check ${Object.keys(fields).length === 1 ? "this field" : "these fields"}: ${Object.keys(fields).join(", ")}`,
    fields,
  );
