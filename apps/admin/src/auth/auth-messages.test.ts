import { adminCopy } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { authErrorMessage, passwordGapMessages } from "./auth-messages.js";

const { authErrors } = adminCopy;

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", authErrors["wrong-password"]],
    ["auth/user-not-found", authErrors["user-not-found"]],
    ["auth/invalid-credential", authErrors["invalid-credential"]],
    ["auth/too-many-requests", authErrors["too-many-requests"]],
    ["auth/user-disabled", authErrors["user-disabled"]],
    ["auth/network-request-failed", authErrors["network-request-failed"]],
    ["auth/popup-closed-by-user", authErrors["popup-closed-by-user"]],
    ["auth/popup-blocked", authErrors["popup-blocked"]],
    ["auth/cancelled-popup-request", authErrors["cancelled-popup-request"]],
    ["auth/unauthorized-domain", authErrors["unauthorized-domain"]],
    ["auth/password-does-not-meet-requirements", authErrors["password-does-not-meet-requirements"]],
    ["auth/user-token-expired", authErrors["user-token-expired"]],
    ["auth/web-storage-unsupported", authErrors["web-storage-unsupported"]],
    ["auth/internal-error", authErrors["internal-error"]],
  ])("explains %s", (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
  });

  it("takes codes with or without the auth/ prefix", () => {
    expect(authErrorMessage("too-many-requests")).toBe(authErrors["too-many-requests"]);
  });

  it("explains older names of the same failures", () => {
    expect(authErrorMessage("auth/invalid-login-credentials")).toBe(
      authErrors["invalid-credential"],
    );
    expect(authErrorMessage("auth/timeout")).toBe(authErrors["network-request-failed"]);
  });

  it("never shows a raw or unknown code", () => {
    expect(authErrorMessage("auth/something-new")).toBe(authErrors.fallback);
    expect(authErrorMessage("fallback")).toBe(authErrors.fallback);
    expect(authErrorMessage("unknown")).toBe(authErrors.fallback);
  });

  it("has a readable message for every code in the copy", () => {
    for (const [code, message] of Object.entries(authErrors)) {
      expect(message.trim(), code).not.toBe("");
      expect(message, code).not.toMatch(/auth\//);
    }
  });
});

describe("passwordGapMessages", () => {
  it("lists each unmet requirement, with the length where there is one", () => {
    expect(
      passwordGapMessages([
        { requirement: "minLength", count: 12 },
        { requirement: "uppercase" },
        { requirement: "nonAlphanumeric" },
      ]),
    ).toEqual([
      "have at least 12 characters",
      adminCopy.passwordPolicy.requirements.uppercase,
      adminCopy.passwordPolicy.requirements.nonAlphanumeric,
    ]);
  });
});
