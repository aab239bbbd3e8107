import { describe, expect, it } from "vitest";
import { IDLE, nextFormStatus, type FormEvent, type FormStatus } from "./form-status";

type Status = FormStatus<string>;
const next = (status: Status, event: FormEvent<string>) => nextFormStatus(status, event);
const submitting: Status = { phase: "submitting" };

describe("nextFormStatus", () => {
  it("goes idle → submitting → sent → idle", () => {
    expect(next(IDLE, { type: "submit" })).toEqual(submitting);
    expect(next(submitting, { type: "sent" })).toEqual({ phase: "sent" });
    expect(next({ phase: "sent" }, { type: "reset" })).toEqual(IDLE);
  });

  it("returns to the visitor with the failure, ready to retry or start over", () => {
    const failed = next(submitting, { type: "failed", failure: "rateLimited" });
    expect(failed).toEqual({ phase: "failed", failure: "rateLimited" });
    expect(next(failed, { type: "submit" })).toEqual(submitting);
    expect(next(failed, { type: "reset" })).toEqual(IDLE);
    expect(next(failed, { type: "sent" })).toBe(failed);
  });

  it("ignores moves that do not exist (no second submit while sending, no outcome without one)", () => {
    expect(next(submitting, { type: "submit" })).toBe(submitting);
    expect(next(IDLE, { type: "sent" })).toBe(IDLE);
    expect(next(IDLE, { type: "failed", failure: "failed" })).toBe(IDLE);
    const sent: Status = { phase: "sent" };
    expect(next(sent, { type: "submit" })).toBe(sent);
  });
});
