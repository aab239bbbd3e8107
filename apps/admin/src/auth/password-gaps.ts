import type { PasswordValidationStatus } from "firebase/auth";
import type { PasswordGap } from "./auth-client.js";

/** The requirements of the project's password policy that `status` says the password misses. */
export function passwordGaps(status: PasswordValidationStatus): PasswordGap[] {
  const options = status.passwordPolicy.customStrengthOptions;
  const gaps: PasswordGap[] = [];
  if (status.meetsMinPasswordLength === false) {
    gaps.push({ requirement: "minLength", count: options.minPasswordLength ?? 6 });
  }
  if (status.meetsMaxPasswordLength === false && options.maxPasswordLength !== undefined) {
    gaps.push({ requirement: "maxLength", count: options.maxPasswordLength });
  }
  if (status.containsLowercaseLetter === false) gaps.push({ requirement: "lowercase" });
  if (status.containsUppercaseLetter === false) gaps.push({ requirement: "uppercase" });
  if (status.containsNumericCharacter === false) gaps.push({ requirement: "numeric" });
  if (status.containsNonAlphanumericCharacter === false) {
    gaps.push({ requirement: "nonAlphanumeric" });
  }
  return gaps;
}
