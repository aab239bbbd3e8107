import { INDUSTRY_KEYS } from "./choices.js";
import { parsePhoneNumberFromString, type PhoneNumberType } from "libphonenumber-js/max";
import * as z from "zod/mini";
import { FIRST_NAME_MAX, isSpeakableFirstName } from "./first-name.js";
import { honeypot, sourcePage, text } from "./inquiry-schema.js";

/**
 * The longest first name and phone number a demo-call request accepts, inclusive, after
 * trimming.
 * @public
 */
export const DEMO_CALL_LIMITS = { firstName: FIRST_NAME_MAX, phone: 32 } as const;

/** The kinds of number a demo call may ring: a person's mobile or landline. */
const CALLABLE: readonly (PhoneNumberType | undefined)[] = [
  "MOBILE",
  "FIXED_LINE",
  "FIXED_LINE_OR_MOBILE",
];

/**
 * What a visitor reads when a field of the "call me now" form is missing or wrong; the API
 * returns the same texts in its `fields` map.
 * @public
 */
export const demoCallMessages = {
  firstName: {
    required: "Please enter your first name",
    tooLong: `Please shorten your first name to ${String(DEMO_CALL_LIMITS.firstName)} characters or fewer`,
    invalid:
      "Please enter just your first name: one or two words of letters (hyphens and apostrophes are fine)",
  },
  phone: {
    required: "Please enter your phone number",
    country: "Please start with your country code, like +1 or +44",
    invalid: "That phone number doesn't look right for its country. Please check the digits",
    notCallable:
      "We can only call a mobile or landline number (not premium-rate, toll-free, shared-cost or short numbers)",
  },
  industry: { invalid: "Please choose the kind of business the demo is for" },
  consent: { required: "Please tick the box to agree to this one call" },
  turnstileToken: {
    invalid: "The check that you're a person did not work. Please reload the page",
  },
  unknown: "This field is not part of a demo-call request",
} as const;

const m = demoCallMessages;

/**
 * A phone number written with its country code (`+…`), checked against that country's numbering
 * plan and normalised to E.164 (`+15125550134`).
 */
const phone = z.pipe(
  z
    .string({ error: (issue) => (issue.input === undefined ? m.phone.required : m.phone.invalid) })
    .check(
      z.trim(),
      z.minLength(1, { error: m.phone.required, abort: true }),
      z.maxLength(DEMO_CALL_LIMITS.phone, { error: m.phone.invalid, abort: true }),
      z.regex(/^\+/, { error: m.phone.country, abort: true }),
      z.regex(/^\+[\d ().-]+$/, { error: m.phone.invalid, abort: true }),
    ),
  z.transform((value: string, ctx) => {
    const parsed = parsePhoneNumberFromString(value);
    if (!parsed?.isValid()) {
      ctx.issues.push({ code: "custom", message: m.phone.invalid, input: value });
      return value;
    }
    if (!CALLABLE.includes(parsed.getType())) {
      ctx.issues.push({ code: "custom", message: m.phone.notCallable, input: value });
      return value;
    }
    return parsed.number;
  }),
);

/**
 * A request for a demo call from the AI caller: who to greet, the number to ring (with its
 * country code; output in E.164), the industry the agent plays a receptionist for (a key of
 * `industries` in `@novaline/content`), the visitor's consent, the JSON boolean `true`, and
 * optionally the path of the page the form was on (kept with the consent record) and the bot
 * check's token (`turnstileToken`, from Cloudflare Turnstile's widget).
 * Unknown fields are rejected; `company_website` is the honeypot.
 * @example demoCallRequestSchema.safeParse({ firstName: "Jane", phone: "+1 512 555 0134", industry: "health", consent: true })
 * @public
 */
export const demoCallRequestSchema = z.strictObject(
  {
    firstName: text(DEMO_CALL_LIMITS.firstName, m.firstName, { required: true }).check(
      z.refine(isSpeakableFirstName, { error: m.firstName.invalid }),
    ),
    phone,
    industry: z.enum(INDUSTRY_KEYS, {
      error: m.industry.invalid,
    }),
    consent: z.literal(true, { error: m.consent.required }),
    sourcePage,
    turnstileToken: z.optional(
      z
        .string({ error: m.turnstileToken.invalid })
        .check(z.maxLength(2048, { error: m.turnstileToken.invalid })),
    ),
    company_website: honeypot,
  },
  { error: () => m.unknown },
);

/** A valid demo-call request (trimmed, the phone in E.164). @public */
export type DemoCallRequest = z.output<typeof demoCallRequestSchema>;
/** What a "call me now" form sends. @public */
export type DemoCallRequestInput = z.input<typeof demoCallRequestSchema>;

/** What staff read when a number for the do-not-call list is wrong. @public */
export const doNotCallMessages = {
  phone: "Enter the number with its country code, like +1 512 555 0134",
  unknown: "This field is not part of an entry",
} as const;

/**
 * A number for the do-not-call list: any valid number (of any kind) written with its country
 * code, output in E.164. Unknown fields are rejected.
 * @example doNotCallRequestSchema.safeParse({ phone: "+44 20 7946 0018" })
 * @public
 */
export const doNotCallRequestSchema = z.strictObject(
  {
    phone: z.pipe(
      z
        .string({ error: doNotCallMessages.phone })
        .check(
          z.maxLength(DEMO_CALL_LIMITS.phone, { error: doNotCallMessages.phone, abort: true }),
          z.regex(/^\s*\+/, { error: doNotCallMessages.phone, abort: true }),
        ),
      z.transform((value: string, ctx) => {
        const parsed = parsePhoneNumberFromString(value);
        if (parsed?.isValid()) return parsed.number;
        ctx.issues.push({ code: "custom", message: doNotCallMessages.phone, input: value });
        return value;
      }),
    ),
  },
  { error: () => doNotCallMessages.unknown },
);
