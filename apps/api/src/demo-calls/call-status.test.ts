import { describe, expect, it } from "vitest";
import { advanceStatus, failureOf, statusFromVapi } from "./call-status.js";

describe("a demo call's status", () => {
  it("only moves forward, and a final status stays", () => {
    expect(advanceStatus("queued", "ringing")).toBe("ringing");
    expect(advanceStatus("queued", "in-progress")).toBe("in-progress");
    expect(advanceStatus("in-progress", "ringing")).toBe("in-progress");
    expect(advanceStatus("ringing", "ringing")).toBe("ringing");
    expect(advanceStatus("ended", "in-progress")).toBe("ended");
    expect(advanceStatus("ended", "failed")).toBe("ended");
    expect(advanceStatus("failed", "ended")).toBe("failed");
  });

  it("reads Vapi's statuses, a busy or unanswered end as failed", () => {
    expect(statusFromVapi("queued")).toBe("queued");
    expect(statusFromVapi("ringing")).toBe("ringing");
    expect(statusFromVapi("forwarding")).toBe("in-progress");
    expect(statusFromVapi("ended", "customer-ended-call")).toBe("ended");
    expect(statusFromVapi("ended", "assistant-ended-call")).toBe("ended");
    expect(statusFromVapi("ended", "customer-busy")).toBe("failed");
    expect(statusFromVapi("ended", "customer-did-not-answer")).toBe("failed");
    expect(statusFromVapi("ended", "twilio-failed-to-connect-call")).toBe("failed");
    expect(statusFromVapi("ended")).toBe("ended");
    expect(statusFromVapi("transferring-to-mars")).toBeUndefined();
  });

  it("tells the visitor one failure for every call that reached nobody, and nothing for an answered call", () => {
    for (const reason of [
      "customer-busy",
      "customer-did-not-answer",
      "voicemail",
      "vapi-refused",
      "twilio-failed-to-connect-call",
      "vapi-unavailable",
      "do-not-call",
      "number-limit",
    ]) {
      expect(failureOf(reason), reason).toBe("not-reached");
    }
    expect(failureOf("not-confirmed")).toBe("not-confirmed");
    expect(failureOf("customer-ended-call")).toBeUndefined();
    expect(failureOf("assistant-ended-call")).toBeUndefined();
    expect(failureOf("exceeded-max-duration")).toBeUndefined();
    expect(failureOf(null)).toBeUndefined();
  });
});
