import { demoCallForm } from "@novaline/content";
import { InquiryApiError, type InquiryErrorCode } from "@novaline/inquiry";
import { describe, expect, it } from "vitest";
import {
  failureCopyKey,
  failureOfError,
  fill,
  formatDuration,
  isFinal,
} from "./phone-demo-outcome";

describe("failureCopyKey", () => {
  it("words each failure the API names, and a failure it does not name as a call not reached", () => {
    expect(failureCopyKey("not-reached")).toBe("notReached");
    expect(failureCopyKey("not-confirmed")).toBe("notConfirmed");
    expect(failureCopyKey(undefined)).toBe("notReached");
  });
});

describe("failureOfError", () => {
  const refused = (code: InquiryErrorCode, status = 429) =>
    new InquiryApiError(status, { code, message: code });

  it("names each limit, the switched-off service and a lost connection", () => {
    expect(failureOfError(refused("demo-call-ip-limit"))).toBe("ipLimit");
    expect(failureOfError(refused("rate-limited"))).toBe("ipLimit");
    expect(failureOfError(refused("demo-calls-daily-cap"))).toBe("dailyCap");
    expect(failureOfError(refused("demo-calls-minute-cap"))).toBe("minuteCap");
    expect(failureOfError(refused("demo-call-country-cap"))).toBe("countryCap");
    expect(failureOfError(refused("demo-call-outside-hours"))).toBe("outsideHours");
    expect(failureOfError(refused("bot-check-failed"))).toBe("botCheck");
    expect(failureOfError(refused("bot-check-unavailable", 503))).toBe("botCheck");
    expect(failureOfError(refused("demo-calls-not-configured", 503))).toBe("notConfigured");
    expect(failureOfError(refused("network", 0))).toBe("network");
  });

  it("leaves field errors to the fields, and calls anything else a failure", () => {
    expect(failureOfError(refused("invalid", 422))).toBeUndefined();
    expect(failureOfError(refused("internal", 500))).toBe("failed");
    expect(failureOfError(new Error("boom"))).toBe("failed");
  });
});

describe("formatDuration", () => {
  it("writes minutes and zero-padded seconds, or seconds alone under a minute", () => {
    expect(formatDuration(124, demoCallForm.ended)).toBe("2 min 04 s");
    expect(formatDuration(45.4, demoCallForm.ended)).toBe("45 s");
    expect(formatDuration(60, demoCallForm.ended)).toBe("1 min 00 s");
  });
});

describe("fill and isFinal", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(fill("rings {phone} in {time}", { phone: "+44 7700 900123" })).toBe(
      "rings +44 7700 900123 in {time}",
    );
  });

  it("treats ended and failed as final", () => {
    expect(["queued", "ringing", "in-progress"].map((s) => isFinal(s as never))).toEqual([
      false,
      false,
      false,
    ]);
    expect(isFinal("ended") && isFinal("failed")).toBe(true);
  });
});
