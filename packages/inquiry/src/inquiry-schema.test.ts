import { MAINTENANCE_PLAN_IDS } from "./choices.js";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors.js";
import { INQUIRY_LIMITS } from "./inquiry-limits.js";
import { inquiryMessages as m } from "./inquiry-messages.js";
import {
  contactInquirySchema,
  demoInquirySchema,
  inquirySchema,
  maintenanceInquirySchema,
} from "./inquiry-schema.js";

const contact = { kind: "contact", name: "Jane Cooper", email: "jane@clinic.com", message: "Hi" };
const maintenance = {
  kind: "maintenance",
  name: "Jane Cooper",
  email: "jane@clinic.com",
  plan: "professional",
};
const demo = { kind: "demo", name: "Jane Cooper", email: "jane@clinic.com" };

/** The errors of one contact inquiry with `field` set to `value`. */
const errorsWith = (field: string, value: unknown, base: object = contact) =>
  fieldErrors(inquirySchema.safeParse({ ...base, [field]: value }));

describe("inquirySchema", () => {
  it("accepts a minimal inquiry of each kind", () => {
    for (const input of [contact, maintenance, demo]) {
      expect(inquirySchema.safeParse(input).success).toBe(true);
    }
  });

  it("trims text, keeps newlines inside a message and turns empty optional text into undefined", () => {
    const result = inquirySchema.parse({
      ...contact,
      name: "  Jane Cooper \t",
      email: " jane@clinic.com ",
      message: "\n Line one\r\nLine two \n",
      phone: "   ",
      company: "",
      sourcePage: "/contact",
      plan: "",
      company_website: "",
    });
    expect(result).toEqual({
      kind: "contact",
      name: "Jane Cooper",
      email: "jane@clinic.com",
      message: "Line one\r\nLine two",
      phone: undefined,
      company: undefined,
      sourcePage: "/contact",
      plan: undefined,
      company_website: "",
    });
  });

  it("keeps Unicode exactly as sent", () => {
    const result = inquirySchema.parse({ ...contact, name: "Zoë Ñúñez 李雷", message: "€ 😀" });
    expect(result).toMatchObject({ name: "Zoë Ñúñez 李雷", message: "€ 😀" });
  });

  it("rejects an unknown kind, a missing kind and input that is not an object", () => {
    expect(errorsWith("kind", "newsletter")).toEqual({ kind: m.kind.invalid });
    expect(errorsWith("kind", undefined)).toEqual({ kind: m.kind.invalid });
    expect(inquirySchema.safeParse(null).success).toBe(false);
    expect(inquirySchema.safeParse("contact").success).toBe(false);
  });

  it("names every unknown field under its own key", () => {
    expect(errorsWith("topic", "pricing")).toEqual({ topic: m.unknown });
    expect(fieldErrors(inquirySchema.safeParse({ ...contact, a: 1, b: 2, name: "" }))).toEqual({
      a: m.unknown,
      b: m.unknown,
      name: m.name.required,
    });
  });

  it("names only the faulty field when there is one fault", () => {
    expect(Object.keys(errorsWith("email", "jane"))).toEqual(["email"]);
  });
});

describe.each([
  ["name", INQUIRY_LIMITS.name, m.name.tooLong],
  ["email", INQUIRY_LIMITS.email, m.email.tooLong],
  ["phone", INQUIRY_LIMITS.phone, m.phone.tooLong],
  ["company", INQUIRY_LIMITS.company, m.company.tooLong],
  ["message", INQUIRY_LIMITS.message, m.message.tooLong],
  ["sourcePage", INQUIRY_LIMITS.sourcePage, m.sourcePage.tooLong],
  ["company_website", INQUIRY_LIMITS.company_website, m.company_website.tooLong],
] as const)("the %s limit", (field, limit, tooLong) => {
  /** A value of exactly `length` characters that is otherwise valid for the field. */
  const valueOf = (length: number) => {
    if (field === "email") return `${"a".repeat(length - "@clinic.com".length)}@clinic.com`;
    if (field === "phone") return "1".repeat(length);
    if (field === "sourcePage") return `/${"a".repeat(length - 1)}`;
    return "a".repeat(length);
  };

  it(`accepts ${String(limit)} characters (inclusive)`, () => {
    expect(errorsWith(field, valueOf(limit))).toEqual({});
  });

  it(`rejects ${String(limit + 1)} characters with "${tooLong}"`, () => {
    expect(errorsWith(field, valueOf(limit + 1))).toEqual({ [field]: tooLong });
  });

  if (field !== "company_website") {
    it("counts the length after trimming", () => {
      expect(errorsWith(field, `  ${valueOf(limit)}  `)).toEqual({});
    });
  }
});

it("the message limit fits 5,000 three-byte characters", () => {
  expect(errorsWith("message", "€".repeat(INQUIRY_LIMITS.message))).toEqual({});
});

describe("required fields", () => {
  it.each([
    ["name", m.name.required],
    ["email", m.email.required],
    ["message", m.message.required],
  ])("a contact inquiry needs %s: empty, blank or missing", (field, message) => {
    expect(errorsWith(field, "")).toEqual({ [field]: message });
    expect(errorsWith(field, "   \n ")).toEqual({ [field]: message });
    expect(errorsWith(field, undefined)).toEqual({ [field]: message });
  });

  it("a maintenance inquiry needs a plan, which must be a maintenance plan id", () => {
    expect(errorsWith("plan", undefined, maintenance)).toEqual({ plan: m.plan.required });
    expect(errorsWith("plan", "", maintenance)).toEqual({ plan: m.plan.required });
    expect(errorsWith("plan", "gold", maintenance)).toEqual({ plan: m.plan.invalid });
    for (const plan of MAINTENANCE_PLAN_IDS)
      expect(errorsWith("plan", plan, maintenance)).toEqual({});
  });

  it("only a contact inquiry needs a message; other kinds may name a valid plan", () => {
    expect(errorsWith("message", undefined, maintenance)).toEqual({});
    expect(errorsWith("message", "", demo)).toEqual({});
    expect(errorsWith("plan", undefined, demo)).toEqual({});
    expect(errorsWith("plan", "gold", demo)).toEqual({ plan: m.plan.invalid });
    expect(errorsWith("plan", "essential")).toEqual({});
  });

  it("phone, company, sourcePage and the honeypot may be left out", () => {
    expect(contactInquirySchema.safeParse(contact).success).toBe(true);
    expect(maintenanceInquirySchema.safeParse(maintenance).success).toBe(true);
    expect(demoInquirySchema.safeParse(demo).success).toBe(true);
  });
});

describe("email", () => {
  it.each(["jane@clinic.com", "jane.o'neil+front-desk@bright-smile.dental.co"])(
    "accepts %s",
    (email) => {
      expect(errorsWith("email", email)).toEqual({});
    },
  );

  it.each([
    "jane",
    "jane@",
    "@clinic.com",
    "jane@clinic",
    "jane@@clinic.com",
    "ja ne@clinic.com",
    "jane..x@clinic.com",
  ])("rejects %s", (email) => {
    expect(errorsWith("email", email)).toEqual({ email: m.email.invalid });
  });
});

describe("phone", () => {
  it.each(["+1 (512) 555-0134", "079.4890.2210", "12345"])("accepts %s", (phone) => {
    expect(errorsWith("phone", phone)).toEqual({});
  });

  it.each(["call me", "+1 512 555 0134 ext 2", "555#0134", "+()-. "])("rejects %s", (phone) => {
    expect(errorsWith("phone", phone)).toEqual({ phone: m.phone.invalid });
  });
});

describe("control characters", () => {
  it.each([
    ["name", m.name.invalid],
    ["company", m.company.invalid],
    ["sourcePage", m.sourcePage.invalid],
  ])("are rejected in %s, newlines included", (field, message) => {
    for (const character of ["\u0000", "\u0007", "\n", "\r", "\t", "\u001b", "\u007f", "\u0085"]) {
      expect(errorsWith(field, `a${character}b`)).toEqual({ [field]: message });
    }
  });

  it("are rejected in a message, except newlines", () => {
    expect(errorsWith("message", "line one\nline two\r\nthree")).toEqual({});
    for (const character of ["\u0000", "\u0008", "\t", "\u001b", "\u007f", "\u009f"]) {
      expect(errorsWith("message", `a${character}b`)).toEqual({ message: m.message.invalid });
    }
  });
});

describe("types", () => {
  it.each(["name", "email", "phone", "company", "message", "sourcePage", "plan"])(
    "rejects a %s that is not text",
    (field) => {
      expect(Object.keys(errorsWith(field, 42))).toEqual([field]);
      expect(Object.keys(errorsWith(field, null))).toEqual([field]);
    },
  );

  it("accepts any text in the honeypot, so a bot's submission looks accepted", () => {
    expect(errorsWith("company_website", "https://spam.example")).toEqual({});
    expect(errorsWith("company_website", 1)).toEqual({
      company_website: m.company_website.invalid,
    });
  });
});
