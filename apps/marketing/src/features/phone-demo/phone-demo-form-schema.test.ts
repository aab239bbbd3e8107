import { demoCallMessages } from "@novaline/inquiry/demo-call";
import { describe, expect, it } from "vitest";
import {
  phoneDemoFormSchema,
  toDemoCallRequest,
  type PhoneDemoFormValues,
} from "./phone-demo-form-schema";

const values: PhoneDemoFormValues = {
  firstName: " Jane ",
  country: "GB",
  phone: "+447911123456",
  industry: "beauty",
  consent: true,
  company_website: "",
};

const validate = async (input: PhoneDemoFormValues) =>
  await phoneDemoFormSchema["~standard"].validate(input);

describe("phoneDemoFormSchema", () => {
  it("sends the request without the country, the phone in E.164", async () => {
    expect(toDemoCallRequest(values)).toEqual({
      firstName: " Jane ",
      phone: "+447911123456",
      industry: "beauty",
      consent: true,
    });
    expect(await validate(values)).toEqual({
      value: { firstName: "Jane", phone: "+447911123456", industry: "beauty", consent: true },
    });
  });

  it("gives the shared schema's message on each bad field", async () => {
    const result = await validate({
      ...values,
      firstName: "",
      phone: "+4490",
      industry: "",
      consent: false,
    });
    const issues = "issues" in result ? (result.issues ?? []) : [];
    const byField = Object.fromEntries(
      issues.map((i) => [String(i.path?.[0] as PropertyKey), i.message]),
    );
    expect(byField).toEqual({
      firstName: demoCallMessages.firstName.required,
      phone: demoCallMessages.phone.invalid,
      industry: demoCallMessages.industry.invalid,
      consent: demoCallMessages.consent.required,
    });
  });

  it("refuses a premium-rate number and keeps the honeypot when a bot fills it", async () => {
    const premium = await validate({ ...values, phone: "+449098790000" });
    expect("issues" in premium && premium.issues?.[0]?.message).toBe(
      demoCallMessages.phone.notCallable,
    );
    expect(toDemoCallRequest({ ...values, company_website: "spam.example" })).toMatchObject({
      company_website: "spam.example",
    });
  });
});
