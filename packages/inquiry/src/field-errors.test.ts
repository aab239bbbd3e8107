import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors.js";
import { inquiryMessages as m } from "./inquiry-messages.js";
import { INQUIRY_LIMITS } from "./inquiry-limits.js";
import { validateInquiry } from "./validate-inquiry.js";

describe("fieldErrors", () => {
  it("is empty for a successful parse", () => {
    expect(fieldErrors({ success: true, data: {} })).toEqual({});
  });

  it("keeps the first problem of each field and skips problems of the whole input", () => {
    expect(
      fieldErrors({
        success: false,
        error: {
          issues: [
            { code: "too_big", path: ["name"], message: "first" },
            { code: "custom", path: ["name"], message: "second" },
            { code: "invalid_type", path: [], message: "not an object" },
            { code: "unrecognized_keys", path: [], message: "", keys: ["x"] },
          ],
        },
      }),
    ).toEqual({ name: "first", x: m.unknown });
  });
});

describe("validateInquiry", () => {
  it("returns the trimmed inquiry", () => {
    expect(validateInquiry({ kind: "demo", name: " Jane ", email: "jane@clinic.com" })).toEqual({
      success: true,
      inquiry: { kind: "demo", name: "Jane", email: "jane@clinic.com" },
    });
  });

  it("names every bad field", () => {
    expect(
      validateInquiry({
        kind: "contact",
        name: "x".repeat(INQUIRY_LIMITS.name + 1),
        email: "nope",
        message: "",
        phone: "abc",
        extra: true,
      }),
    ).toEqual({
      success: false,
      fields: {
        name: m.name.tooLong,
        email: m.email.invalid,
        message: m.message.required,
        phone: m.phone.invalid,
        extra: m.unknown,
      },
    });
  });
});

describe("inquiryMessages", () => {
  it("state the limits the schema enforces", () => {
    expect(m.name.tooLong).toContain("120 characters");
    expect(m.message.tooLong).toContain("5,000 characters");
    expect(m.email.required).toBe("Please enter your email address");
    expect(m.email.invalid).toBe("That email address doesn't look right");
  });

  it("names an unknown key called __proto__ like any other", () => {
    const checked = validateInquiry(
      JSON.parse(
        '{"kind":"contact","name":"Jane","email":"jane@clinic.com","message":"Hello there","__proto__":{"admin":true}}',
      ),
    );
    const fields = checked.success ? {} : checked.fields;
    expect(Object.keys(fields)).toEqual(["__proto__"]);
    expect(JSON.stringify(fields)).toBe(`{"__proto__":"${m.unknown}"}`);
  });
});
