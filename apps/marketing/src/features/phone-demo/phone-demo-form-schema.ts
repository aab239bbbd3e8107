import type { IndustryKey } from "@novaline/content";
import { HONEYPOT_FIELD } from "@novaline/inquiry";
import {
  demoCallRequestSchema,
  type DemoCallRequest,
  type DemoCallRequestInput,
} from "@novaline/inquiry/demo-call";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Country } from "./phone-countries";

/**
 * What the "call me now" form holds: the request's fields, the country the number is typed for,
 * and the phone already in E.164 (the phone field turns what is typed into `+…` as it goes).
 */
export interface PhoneDemoFormValues {
  firstName: string;
  country: Country;
  phone: string;
  industry: IndustryKey | "";
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

/** A request as the form has it, before validation (consent may be unticked, no industry). */
export type DemoCallRequestDraft = Omit<DemoCallRequestInput, "consent" | "industry"> & {
  consent: boolean;
  industry: IndustryKey | "";
};

/** The request the form sends (the honeypot only when a bot filled it in). */
export function toDemoCallRequest(values: PhoneDemoFormValues): DemoCallRequestDraft {
  const { firstName, phone, industry, consent, [HONEYPOT_FIELD]: honeypot } = values;
  return {
    firstName,
    phone,
    industry,
    consent,
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
}

/**
 * The form's validation: the shared request schema (`@novaline/inquiry`), run on the request the
 * form would send, so the visitor sees exactly the API's messages on the same fields.
 */
export const phoneDemoFormSchema: StandardSchemaV1<PhoneDemoFormValues, DemoCallRequest> = {
  "~standard": {
    version: 1,
    vendor: "novaline",
    validate: (values) =>
      demoCallRequestSchema["~standard"].validate(toDemoCallRequest(values as PhoneDemoFormValues)),
  },
};
