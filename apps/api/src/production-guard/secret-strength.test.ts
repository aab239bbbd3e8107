import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { estimateSecretBits, MIN_SECRET_BITS, secretWeakness } from "./secret-strength.js";

describe("secretWeakness", () => {
  it("takes 32 random bytes as hex, base64 and base64url, every time", () => {
    for (let i = 0; i < 300; i += 1) {
      for (const encoding of ["hex", "base64", "base64url"] as const) {
        const secret = randomBytes(32).toString(encoding);
        expect(secretWeakness(secret), secret).toBeUndefined();
        // Far above the bar: chance patterns in a random value cost it a few bits.
        expect(estimateSecretBits(secret)).toBeGreaterThan(MIN_SECRET_BITS + 10);
      }
    }
  });

  it.each([
    ["fewer than 32 bytes", randomBytes(31).toString("base64"), /too short \(31 bytes/],
    ["words, a year and repeats", "NovaLineWebhookSecret2026ProductionKeyForVapiProd", /random/],
    ["one character", "a".repeat(64), /random/],
    ["a sequence repeated", "0123456789abcdef".repeat(4), /random/],
    ["hex words", "deadbeefcafebabe0123456789abcdefdeadbeefcafebabe0123456789abcdef", /random/],
    [
      "a random half and a typed half",
      `${randomBytes(16).toString("hex")}${"novaline".repeat(4)}`,
      /random/,
    ],
    ["lower-case words", "thesecretkeyofthenovalineproductionwebhookforvapi", /random/],
    [
      "a random part and dates",
      `${randomBytes(12).toString("hex")}2026112920190704202501011999123120240229`,
      /random/,
    ],
    ["punctuation", "NovaLineWebhookSecret2026Prod!!!", /not hex or base64/],
  ])("refuses %s", (_, secret, reason) => {
    expect(secretWeakness(secret)).toMatch(reason);
    expect(secretWeakness(secret)).toMatch(/openssl rand -base64 32/);
    expect(secretWeakness(secret)).not.toContain(secret);
  });

  it("prices a date as one of the days in 200 years, however it is written", () => {
    for (const date of ["20261129", "2026-11-29", "29_11_2026", "11-29-2026"]) {
      expect(estimateSecretBits(date), date).toBeLessThan(20);
    }
    // Not a date: no 13th month.
    expect(estimateSecretBits("2026-13-29")).toBeGreaterThan(40);
  });
});
