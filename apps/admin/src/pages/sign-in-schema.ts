import { adminCopy } from "@novaline/content";
// zod/mini, the flavour @novaline/inquiry uses: the admin bundle carries one zod.
import * as z from "zod/mini";

const messages = adminCopy.login.validation;

/** A plausible e-mail address: something@domain.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail field of the sign-in and password-reset forms. */
export const staffEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: messages.emailRequired, abort: true }),
    z.regex(emailPattern, { error: messages.emailInvalid }),
  );

/** The sign-in form: e-mail and password (the password is checked by Firebase, not here). */
export const signInSchema = z.object({
  email: staffEmail,
  password: z.string().check(z.minLength(1, { error: messages.passwordRequired })),
});

export type SignInValues = z.input<typeof signInSchema>;

export const passwordResetSchema = z.object({ email: staffEmail });

export type PasswordResetValues = z.input<typeof passwordResetSchema>;
