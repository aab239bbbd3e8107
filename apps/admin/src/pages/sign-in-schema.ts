import { adminCopy } from "@novaline/content";
import { z } from "zod";

const messages = adminCopy.login.validation;

/** A plausible e-mail address: something@domain.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail field of the sign-in and password-reset forms. */
export const staffEmail = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .regex(emailPattern, messages.emailInvalid);

/** The sign-in form: e-mail and password (the password is checked by Firebase, not here). */
export const signInSchema = z.object({
  email: staffEmail,
  password: z.string().min(1, messages.passwordRequired),
});

export type SignInValues = z.input<typeof signInSchema>;

export const passwordResetSchema = z.object({ email: staffEmail });

export type PasswordResetValues = z.input<typeof passwordResetSchema>;
