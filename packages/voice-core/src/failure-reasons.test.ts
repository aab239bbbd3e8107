import { describe, expect, it } from "vitest";
import {
  FAILURE_MESSAGES,
  RETRYABLE_REASONS,
  createFailure,
  failureFromCameraError,
  failureFromMediaError,
  interpretSdkError,
  type FailureReason,
  type SdkErrorVerdict,
} from "./failure-reasons";

const reasons = Object.keys(FAILURE_MESSAGES) as FailureReason[];

describe("failure reasons", () => {
  it("has the ten reasons of the issue, each with a message for people", () => {
    expect(reasons).toEqual([
      "mic-denied",
      "mic-blocked-by-system",
      "no-mic",
      "mic-in-use",
      "insecure-context",
      "autoplay-blocked",
      "busy",
      "network",
      "not-configured",
      "unknown",
    ]);
    for (const reason of reasons) expect(FAILURE_MESSAGES[reason]).toMatch(/^[A-Z].+\.$/);
    expect(FAILURE_MESSAGES["insecure-context"]).toBe("Voice needs a secure (https) page.");
  });

  it("marks permission and configuration problems as not retryable", () => {
    const notRetryable = reasons.filter((r) => !RETRYABLE_REASONS.has(r));
    expect(notRetryable).toEqual([
      "mic-denied",
      "mic-blocked-by-system",
      "no-mic",
      "insecure-context",
      "not-configured",
    ]);
    expect(createFailure("busy", "x")).toEqual({
      reason: "busy",
      message: FAILURE_MESSAGES.busy,
      retryable: true,
      cause: "x",
    });
  });
});

describe("failureFromMediaError()", () => {
  it.each<[string, string, FailureReason]>([
    ["NotAllowedError", "Permission denied", "mic-denied"],
    ["NotAllowedError", "Permission denied by system", "mic-blocked-by-system"],
    ["NotFoundError", "", "no-mic"],
    ["OverconstrainedError", "", "no-mic"],
    ["NotReadableError", "", "mic-in-use"],
    ["AbortError", "", "mic-in-use"],
    ["SecurityError", "", "insecure-context"],
    ["TypeError", "", "unknown"],
    ["toString", "", "unknown"],
  ])("%s (%s) → %s", (name, message, reason) => {
    expect(failureFromMediaError(new DOMException(message, name)).reason).toBe(reason);
  });

  it("handles non-errors", () => {
    expect(failureFromMediaError(undefined).reason).toBe("unknown");
  });
});

describe("failureFromCameraError()", () => {
  const camera = (error: Record<string, unknown>) => ({ type: "camera-error", error: { error } });

  it.each<[Record<string, unknown>, FailureReason]>([
    [{ type: "permissions", blockedBy: "user" }, "mic-denied"],
    [{ type: "permissions", blockedBy: "browser" }, "mic-blocked-by-system"],
    [{ type: "not-found" }, "no-mic"],
    [{ type: "mic-in-use" }, "mic-in-use"],
    [{ type: "cam-mic-in-use" }, "mic-in-use"],
    [{ type: "undefined-mediadevices" }, "insecure-context"],
    [{ type: "constraints" }, "unknown"],
    [{ type: "unknown" }, "unknown"],
  ])("%j → %s", (error, reason) => {
    expect(failureFromCameraError(camera(error))?.reason).toBe(reason);
  });

  it("ignores a camera in use (voice calls do not use the camera)", () => {
    expect(failureFromCameraError(camera({ type: "cam-in-use" }))).toBeNull();
  });
});

describe("interpretSdkError()", () => {
  const outcome = (verdict: SdkErrorVerdict) =>
    verdict === null
      ? "ignore"
      : verdict.type === "failure"
        ? verdict.failure.reason
        : verdict.type;
  const daily = (type: string, msg = type) => ({
    type: "daily-error",
    error: { message: msg, errorMsg: msg, error: { type, msg } },
  });

  it("treats ejected ('Meeting has ended') as the agent ending the call, not an error", () => {
    expect(interpretSdkError(daily("ejected", "Meeting has ended"), true)).toEqual({
      type: "ended-by-agent",
    });
  });

  it.each<[string, boolean, FailureReason | "ended-by-agent"]>([
    ["connection-error", true, "network"],
    ["nbf-room", false, "network"],
    ["nbf-token", false, "network"],
    ["no-room", false, "network"],
    // Rejoining a call (after a drop or a reload) whose room is gone: the call is over.
    ["no-room", true, "ended-by-agent"],
    ["exp-room", false, "network"],
    ["exp-room", true, "ended-by-agent"],
    ["exp-token", true, "ended-by-agent"],
    ["meeting-full", false, "busy"],
    ["not-allowed", false, "not-configured"],
    ["end-of-life", false, "not-configured"],
    ["connection-error", false, "network"],
    // A type Daily may add: fatal for the meeting, so a connection problem until known better.
    ["brand-new", false, "network"],
  ])("Daily %s (active: %s) → %s", (type, active, expected) => {
    const verdict = interpretSdkError(daily(type), active);
    expect(outcome(verdict)).toBe(expected);
  });

  it.each<[unknown, FailureReason | "ignore" | "noise-cancellation" | "audio-blocked"]>([
    [{ type: "daily-call-join-error", error: { message: "boom" } }, "network"],
    [
      {
        type: "daily-call-object-creation-error",
        error: { message: "Duplicate DailyIframe instances are not allowed" },
      },
      "busy",
    ],
    [{ type: "start-method-error", error: { error: { statusCode: 401 } } }, "not-configured"],
    [{ type: "start-method-error", error: { statusCode: 403 } }, "not-configured"],
    [{ type: "start-method-error", error: { error: { statusCode: 429 } } }, "busy"],
    [{ type: "start-method-error", error: { error: { statusCode: 502 } } }, "network"],
    [
      { type: "start-method-error", error: { name: "TypeError", message: "Failed to fetch" } },
      "network",
    ],
    [{ type: "start-method-error", error: { message: "?" } }, "unknown"],
    // A 502 page in HTML: the copied Response holds the JSON parse error and no status.
    [
      {
        type: "start-method-error",
        error: { message: {}, data: null, error: new SyntaxError("Unexpected token '<'") },
      },
      "network",
    ],
    [{ type: "audio-start-failed", error: { name: "NotAllowedError" } }, "audio-blocked"],
    [{ type: "audio-start-failed", error: { name: "AbortError" } }, "ignore"],
    [{ type: "audio-processing-setup-error", error: {} }, "noise-cancellation"],
    [{ type: "audio-processor-recovery-error", error: {} }, "noise-cancellation"],
    [{ type: "audio-observer-setup-error", error: {} }, "ignore"],
    [{ type: "video-recording-setup-error" }, "ignore"],
    ["a string", "ignore"],
    [null, "ignore"],
  ])("%j → %s", (event, expected) => {
    const verdict = interpretSdkError(event, false);
    expect(outcome(verdict)).toBe(expected);
  });
});
