import { afterEach, describe, expect, it, vi } from "vitest";
import { callResume } from "./call-resume";
import { hasKeptCall } from "./kept-call";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("hasKeptCall()", () => {
  it("finds the call the site's voice client keeps (the same key), and none once it is over", () => {
    expect(hasKeptCall()).toBe(false);
    callResume.save({
      id: "call-1",
      webCallUrl: "https://novaline.daily.co/call-1",
    });
    expect(hasKeptCall()).toBe(true);
    callResume.clear();
    expect(hasKeptCall()).toBe(false);
  });

  it("is false where the browser blocks storage, instead of breaking the page", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(hasKeptCall()).toBe(false);
  });
});
