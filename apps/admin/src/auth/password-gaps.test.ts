import type { PasswordValidationStatus } from "firebase/auth";
import { describe, expect, it } from "vitest";
import { passwordGaps } from "./password-gaps.js";

const policy = (options: PasswordValidationStatus["passwordPolicy"]["customStrengthOptions"]) =>
  ({
    customStrengthOptions: options,
    allowedNonAlphanumericCharacters: "!@#$%^&*",
    enforcementState: "ENFORCE",
    forceUpgradeOnSignin: true,
  }) satisfies PasswordValidationStatus["passwordPolicy"];

describe("passwordGaps", () => {
  it("lists only the requirements the policy has and the password misses", () => {
    const status: PasswordValidationStatus = {
      isValid: false,
      meetsMinPasswordLength: false,
      meetsMaxPasswordLength: true,
      containsLowercaseLetter: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      passwordPolicy: policy({
        minPasswordLength: 10,
        maxPasswordLength: 64,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
      }),
    };
    expect(passwordGaps(status)).toEqual([
      { requirement: "minLength", count: 10 },
      { requirement: "uppercase" },
      { requirement: "numeric" },
    ]);
  });

  it("uses Firebase's default minimum length of 6 when the policy names none", () => {
    const status: PasswordValidationStatus = {
      isValid: false,
      meetsMinPasswordLength: false,
      passwordPolicy: policy({}),
    };
    expect(passwordGaps(status)).toEqual([{ requirement: "minLength", count: 6 }]);
  });

  it("finds nothing missing in a valid password", () => {
    expect(
      passwordGaps({ isValid: true, passwordPolicy: policy({ minPasswordLength: 6 }) }),
    ).toEqual([]);
  });
});
