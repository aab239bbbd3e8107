import { brand } from "./brand.js";
import { routes } from "./routes.js";
import type { FormFieldCopy, InquiryFormCopy } from "./types/index.js";

/** What every inquiry form of the site says the same way: consent, sending, fallback, honeypot. */
export const inquiryFormBasics = {
  description: "Fields marked with an asterisk are required.",
  consent: `By sending this form you agree that ${brand.name} may use these details to reply to you, as described in our [Privacy Policy](${routes.privacyPolicy}). We never sell your data.`,
  submittingLabel: "Sending…",
  emailFallbackLabel: `Email it to ${brand.email}`,
  honeypotLabel: "Leave this field empty",
} satisfies Partial<InquiryFormCopy>;

/** Who is asking: the name, e-mail and phone fields every inquiry form starts with. */
export const contactDetailFields = {
  name: { label: "Full name", placeholder: "Your first and last name" },
  email: { label: "Work email", placeholder: "The address we should reply to" },
  phone: {
    label: "Phone (optional)",
    placeholder: "With your country code",
    hint: "Include your country code if you'd like us to call you back.",
  },
} satisfies Record<"name" | "email" | "phone", FormFieldCopy>;
