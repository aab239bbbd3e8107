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
    ["punctuation", "NovaLineWebhookSecret2026Prod!!!", /not hex or base64/],
  ])("refuses %s", (_, secret, reason) => {
    expect(secretWeakness(secret)).toMatch(reason);
    expect(secretWeakness(secret)).toMatch(/openssl rand -base64 32/);
    expect(secretWeakness(secret)).not.toContain(secret);
  });
});
