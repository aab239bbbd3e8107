import { inquiryMessages } from "./inquiry-messages.js";
import type { InquiryField } from "./inquiry-schema.js";

/**
 * One problem a schema found, as zod reports it: a Standard Schema issue (any validator's) with
 * zod's `code` and, for unknown keys, `keys`.
 * @public
 */
export interface InquiryIssue {
  readonly code?: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
  readonly message: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  readonly keys?: readonly string[];
}

/** The outcome of `safeParse` on one of the inquiry schemas. @public */
export type InquiryParseResult<T = unknown> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: readonly InquiryIssue[] } };

/**
 * Each bad field and the message a visitor reads for it: a field of the form, or an unknown key
 * a client sent (under its own name).
 * @public
 */
export type InquiryFieldErrors = Partial<Record<InquiryField, string>> & Record<string, string>;

/**
 * Maps a failed parse to one message per bad field (the first problem of each), unknown fields
 * included under their own names; a successful parse gives `{}`. Problems with the input as a
 * whole (not an object) name no field and are left out.
 * @example
 * fieldErrors(contactInquirySchema.safeParse({ kind: "contact", name: "", email: "jane@" }))
 * // { name: "Please enter your name", email: "That email address doesn't look right",
 * //   message: "Please enter a message" }
 * @public
 */
export function fieldErrors(result: InquiryParseResult): InquiryFieldErrors {
  return result.success ? {} : fieldErrorsOfIssues(result.error.issues);
}

/**
 * {@link fieldErrors} from the issues themselves, as a Standard Schema validator (Hono's, for
 * one) hands them over.
 * @public
 */
export function fieldErrorsOfIssues(issues: readonly InquiryIssue[]): InquiryFieldErrors {
  // No prototype: a client's key named `__proto__` is a field like any other, not a setter.
  const errors = Object.create(null) as Record<string, string>;
  for (const issue of issues) {
    const path = issue.path ?? [];
    if (issue.code === "unrecognized_keys" && path.length === 0) {
      const message = issue.message === "" ? inquiryMessages.unknown : issue.message;
      for (const key of issue.keys ?? []) errors[key] ??= message;
      continue;
    }
    const [segment] = path;
    const field = typeof segment === "object" ? segment.key : segment;
    if (typeof field === "string") errors[field] ??= issue.message;
  }
  return errors;
}
