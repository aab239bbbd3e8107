import { MAINTENANCE_PLAN_IDS } from "./choices.js";
import * as z from "zod/mini";
import { INQUIRY_LIMITS } from "./inquiry-limits.js";
import { inquiryMessages } from "./inquiry-messages.js";

/** Any control character (C0, DEL, C1), newlines included. */
const CONTROL = /\p{Cc}/u;
/** Any control character but the newline characters of a multi-line text. */
const CONTROL_BUT_NEWLINE = /(?![\n\r])\p{Cc}/u;
/** Digits, spaces and `+ ( ) - .`, with at least one digit. */
const PHONE = /^(?=.*\d)[\d +().-]+$/;

export interface TextMessages {
  required?: string;
  tooLong: string;
  invalid: string;
}

/**
 * Trimmed text of at most `max` characters without control characters (newlines allowed when
 * `multiline`). When `required`, empty text and a missing field both read as "required".
 */
export function text(
  max: number,
  messages: TextMessages,
  { required = false, multiline = false }: { required?: boolean; multiline?: boolean } = {},
) {
  const control = multiline ? CONTROL_BUT_NEWLINE : CONTROL;
  const missing = messages.required ?? messages.invalid;
  return z
    .string({
      error: (issue) => (required && issue.input === undefined ? missing : messages.invalid),
    })
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: missing, abort: true })] : []),
      z.maxLength(max, { error: messages.tooLong }),
      z.refine((value) => !control.test(value), { error: messages.invalid }),
    );
}

/** An optional text field: missing, or text; empty text (after trimming) becomes `undefined`. */
export function optionalText(schema: z.ZodMiniType<string, string>) {
  return z.optional(
    z.pipe(
      schema,
      z.transform((value: string) => (value === "" ? undefined : value)),
    ),
  );
}

const m = inquiryMessages;

const name = text(INQUIRY_LIMITS.name, m.name, { required: true });

const email = z
  .string({ error: (issue) => (issue.input === undefined ? m.email.required : m.email.invalid) })
  .check(
    z.trim(),
    z.minLength(1, { error: m.email.required, abort: true }),
    z.maxLength(INQUIRY_LIMITS.email, { error: m.email.tooLong, abort: true }),
    z.regex(z.regexes.email, { error: m.email.invalid }),
  );

const phone = optionalText(
  z.string({ error: m.phone.invalid }).check(
    z.trim(),
    z.maxLength(INQUIRY_LIMITS.phone, { error: m.phone.tooLong, abort: true }),
    z.refine((value) => value === "" || PHONE.test(value), { error: m.phone.invalid }),
  ),
);

const company = optionalText(text(INQUIRY_LIMITS.company, m.company));

const planId = z.enum(MAINTENANCE_PLAN_IDS, {
  error: (issue) =>
    issue.input === undefined || issue.input === "" ? m.plan.required : m.plan.invalid,
});

/** An optional plan id; an empty choice (a form's placeholder option) reads as none. */
const optionalPlan = z.optional(
  z.pipe(
    z.string({ error: m.plan.invalid }).check(z.trim()),
    z.union(
      [
        z.pipe(
          z.literal(""),
          z.transform(() => undefined),
        ),
        planId,
      ],
      {
        error: m.plan.invalid,
      },
    ),
  ),
);

const requiredPlan = z.pipe(z.string({ error: m.plan.required }).check(z.trim()), planId);

const message = text(INQUIRY_LIMITS.message, m.message, { multiline: true });
const requiredMessage = text(INQUIRY_LIMITS.message, m.message, {
  required: true,
  multiline: true,
});

/** The path of the page a form was sent from; optional. */
export const sourcePage = optionalText(text(INQUIRY_LIMITS.sourcePage, m.sourcePage));

/** Any text: the API treats a non-empty honeypot as a bot's submission. */
export const honeypot = z.optional(
  z
    .string({ error: m.company_website.invalid })
    .check(z.maxLength(INQUIRY_LIMITS.company_website, { error: m.company_website.tooLong })),
);

/**
 * The bot check's token (Cloudflare Turnstile's widget), required by an API set up with a
 * Turnstile secret; good for one request.
 */
export const turnstileToken = z.optional(
  z
    .string({ error: m.turnstileToken.invalid })
    .check(z.maxLength(2048, { error: m.turnstileToken.invalid })),
);

const common = {
  name,
  email,
  phone,
  company,
  sourcePage,
  turnstileToken,
  company_website: honeypot,
};

const strict = { error: () => m.unknown };

/**
 * A message from the contact form: name, e-mail and a message are required.
 * @example contactInquirySchema.safeParse({ kind: "contact", name: "Jane", email: "jane@clinic.com", message: "Hi" })
 * @public
 */
export const contactInquirySchema = z.strictObject(
  {
    kind: z.literal("contact"),
    ...common,
    plan: optionalPlan,
    message: requiredMessage,
  },
  strict,
);

/**
 * A request for a monthly maintenance plan: name, e-mail and the plan (an id of
 * `MAINTENANCE_PLAN_IDS`) are required.
 * @public
 */
export const maintenanceInquirySchema = z.strictObject(
  {
    kind: z.literal("maintenance"),
    ...common,
    plan: requiredPlan,
    message: optionalText(message),
  },
  strict,
);

/**
 * A demo request from the booking page: name and e-mail are required.
 * @public
 */
export const demoInquirySchema = z.strictObject(
  {
    kind: z.literal("demo"),
    ...common,
    plan: optionalPlan,
    message: optionalText(message),
  },
  strict,
);

/**
 * Any inquiry, told apart by `kind`. Text is trimmed before it is checked, empty optional text
 * becomes `undefined`, control characters are rejected (newlines are allowed in `message`
 * only), and unknown fields are rejected. `turnstileToken` (optional) is the bot check's token,
 * which an API with a Turnstile secret requires. A Standard Schema, so form libraries take it as is.
 * @example
 * const result = inquirySchema.safeParse(body);
 * if (!result.success) return json({ error: { fields: fieldErrors(result) } }, 422);
 * @public
 */
export const inquirySchema = z.discriminatedUnion(
  "kind",
  [contactInquirySchema, maintenanceInquirySchema, demoInquirySchema],
  { error: m.kind.invalid },
);

/** A valid inquiry, as the schema outputs it (trimmed; empty optional text is `undefined`). @public */
export type Inquiry = z.output<typeof inquirySchema>;
/** What the schema accepts: the fields as a form or a client sends them. @public */
export type InquiryInput = z.input<typeof inquirySchema>;
/** A valid contact message. @public */
export type ContactInquiry = z.output<typeof contactInquirySchema>;
/** A valid maintenance-plan request. @public */
export type MaintenanceInquiry = z.output<typeof maintenanceInquirySchema>;
/** A valid demo request. @public */
export type DemoInquiry = z.output<typeof demoInquirySchema>;
/** The values a contact form holds before validation. @public */
export type ContactInquiryInput = z.input<typeof contactInquirySchema>;
/** The values a maintenance-plan form holds before validation. @public */
export type MaintenanceInquiryInput = z.input<typeof maintenanceInquirySchema>;
/** The values a demo-request form holds before validation. @public */
export type DemoInquiryInput = z.input<typeof demoInquirySchema>;
/** The name of a field of an inquiry. @public */
export type InquiryField = keyof ContactInquiryInput;
