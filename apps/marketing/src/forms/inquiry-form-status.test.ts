import { describe, expect, it } from "vitest";
import { nextInquiryFormStatus as next } from "./inquiry-form-status";

describe("nextInquiryFormStatus", () => {
  it("goes idle → submitting → sent → idle", () => {
    expect(next("idle", "submit")).toBe("submitting");
    expect(next("submitting", "sent")).toBe("sent");
    expect(next("sent", "reset")).toBe("idle");
  });

  it("returns to the visitor after each kind of failure, ready to retry", () => {
    for (const failure of ["failed", "invalid", "rateLimited"] as const) {
      expect(next("submitting", failure)).toBe(failure);
      expect(next(failure, "submit")).toBe("submitting");
      expect(next(failure, "sent")).toBe(failure);
    }
  });

  it("ignores moves that do not exist (no second submit while sending, no outcome without one)", () => {
    expect(next("submitting", "submit")).toBe("submitting");
    expect(next("idle", "sent")).toBe("idle");
    expect(next("sent", "submit")).toBe("sent");
  });
});
