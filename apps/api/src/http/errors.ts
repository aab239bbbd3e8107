import { API_ERROR_STATUS, type ApiErrorCode, type InquiryFieldErrors } from "@novaline/inquiry";
import type { Context } from "hono";

/** The body of every error answer: `{"error":{"code","message","fields"?}}`. */
export interface ErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: InquiryFieldErrors };
}

export function errorBody(
  code: ApiErrorCode,
  message: string,
  fields?: InquiryFieldErrors,
): ErrorBody {
  return { error: fields === undefined ? { code, message } : { code, message, fields } };
}

/** Answers with an error in the API's shape, with the status the contract gives its code. */
export function apiError(
  c: Context,
  code: ApiErrorCode,
  message: string,
  fields?: InquiryFieldErrors,
) {
  return c.json(errorBody(code, message, fields), API_ERROR_STATUS[code]);
}

/** The 422 for a request whose fields or parameters are wrong. */
export const invalid = (c: Context, fields: InquiryFieldErrors, message?: string) =>
  apiError(
    c,
    "invalid",
    message ??
      `Please check ${Object.keys(fields).length === 1 ? "this field" : "these fields"}: ${Object.keys(fields).join(", ")}`,
    fields,
  );
