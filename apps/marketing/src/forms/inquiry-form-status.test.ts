import { describe, expect, it } from "vitest";
import { nextInquiryFormStatus as next } from "./inquiry-form-status";

describe("nextInquiryFormStatus", () => {
  it("goes idle → submitting → sent → idle", () => {
    expect(next("idle", "submit")).toBe("submitting");
    expect(next("submitting", "sent")).toBe("sent");
    expect(next("sent", "reset")).toBe("idle");
  });

  it("returns to the visitor after a failure or while sending is unavailable, ready to retry", () => {
    expect(next("submitting", "failed")).toBe("failed");
    expect(next("submitting", "unavailable")).toBe("unavailable");
    expect(next("failed", "submit")).toBe("submitting");
    expect(next("unavailable", "submit")).toBe("submitting");
  });

  it("ignores moves that do not exist (no second submit while sending, no outcome without one)", () => {
    expect(next("submitting", "submit")).toBe("submitting");
    expect(next("idle", "sent")).toBe("idle");
    expect(next("sent", "submit")).toBe("sent");
  });
});
