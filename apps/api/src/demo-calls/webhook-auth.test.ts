import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { credentialOf, isSignedMessage, isWebhookSecret } from "./webhook-auth.js";

describe("the webhook secret", () => {
  it("matches only the configured secret", () => {
    expect(isWebhookSecret("hook-secret", "hook-secret")).toBe(true);
    expect(isWebhookSecret("hook-secreT", "hook-secret")).toBe(false);
    expect(isWebhookSecret("hook-secret-and-more", "hook-secret")).toBe(false);
    expect(isWebhookSecret("", "hook-secret")).toBe(false);
    expect(isWebhookSecret(undefined, "hook-secret")).toBe(false);
    // No secret configured: nothing matches, not even an empty header.
    expect(isWebhookSecret("", "")).toBe(false);
  });
});

describe("a signed message", () => {
  const secret = "s".repeat(32);
  const body = '{"message":{"type":"status-update"}}';
  const now = Date.parse("2026-11-26T12:00:00Z");
  const sign = (timestamp: string, text = body, key = secret) =>
    createHmac("sha256", key).update(`${timestamp}.${text}`).digest("hex");
  const seconds = String(now / 1000);

  it("is taken with the HMAC of its timestamp and body, in seconds or milliseconds", () => {
    expect(
      isSignedMessage({ signature: sign(seconds), timestamp: seconds }, body, secret, now),
    ).toBe(true);
    const ms = String(now);
    expect(isSignedMessage({ signature: sign(ms), timestamp: ms }, body, secret, now)).toBe(true);
    expect(
      isSignedMessage(
        { signature: `sha256=${sign(seconds)}`, timestamp: seconds },
        body,
        secret,
        now,
      ),
    ).toBe(true);
  });

  it("is refused when the body, the key or the timestamp differs", () => {
    const signature = sign(seconds);
    expect(isSignedMessage({ signature, timestamp: seconds }, `${body} `, secret, now)).toBe(false);
    expect(
      isSignedMessage(
        { signature: sign(seconds, body, "other"), timestamp: seconds },
        body,
        secret,
        now,
      ),
    ).toBe(false);
    expect(
      isSignedMessage({ signature, timestamp: String(now / 1000 + 1) }, body, secret, now),
    ).toBe(false);
    expect(isSignedMessage({ signature, timestamp: undefined }, body, secret, now)).toBe(false);
    expect(isSignedMessage({ signature, timestamp: seconds }, body, "", now)).toBe(false);
  });

  it("is refused more than five minutes from our clock, so it cannot be replayed later", () => {
    const old = String(now / 1000 - 301);
    expect(isSignedMessage({ signature: sign(old), timestamp: old }, body, secret, now)).toBe(
      false,
    );
    const recent = String(now / 1000 - 299);
    expect(isSignedMessage({ signature: sign(recent), timestamp: recent }, body, secret, now)).toBe(
      true,
    );
    const ahead = String(now / 1000 + 301);
    expect(isSignedMessage({ signature: sign(ahead), timestamp: ahead }, body, secret, now)).toBe(
      false,
    );
  });
});

describe("a credential presented before the body is read", () => {
  const secret = "s".repeat(32);
  const now = Date.parse("2026-11-26T12:00:00Z");
  const seconds = String(now / 1000);
  const hex = "ab".repeat(32);
  const none = {
    signature: undefined,
    timestamp: undefined,
    secret: undefined,
    authorization: undefined,
  };

  it("is the secret, in X-Vapi-Secret or as a bearer token, whatever else is sent", () => {
    expect(credentialOf({ ...none, secret }, secret, now)).toBe("secret");
    expect(credentialOf({ ...none, authorization: `Bearer ${secret}` }, secret, now)).toBe(
      "secret",
    );
    expect(credentialOf({ ...none, authorization: `bearer ${secret}` }, secret, now)).toBe(
      "secret",
    );
    expect(credentialOf({ ...none, secret, signature: hex, timestamp: seconds }, secret, now)).toBe(
      "secret",
    );
  });

  it("is a signature, to check against the body, when its headers have the right form and a fresh timestamp", () => {
    expect(credentialOf({ ...none, signature: hex, timestamp: seconds }, secret, now)).toBe(
      "signature",
    );
    expect(
      credentialOf({ ...none, signature: `sha256=${hex}`, timestamp: seconds }, secret, now),
    ).toBe("signature");
  });

  it("is nothing else: no headers, a wrong secret or token, a malformed or stale signature, no configured secret", () => {
    expect(credentialOf(none, secret, now)).toBeUndefined();
    expect(credentialOf({ ...none, secret: "wrong" }, secret, now)).toBeUndefined();
    expect(credentialOf({ ...none, authorization: "Bearer wrong" }, secret, now)).toBeUndefined();
    // The secret without the scheme is not a bearer token.
    expect(credentialOf({ ...none, authorization: secret }, secret, now)).toBeUndefined();
    expect(
      credentialOf({ ...none, signature: "abc", timestamp: seconds }, secret, now),
    ).toBeUndefined();
    expect(
      credentialOf({ ...none, signature: hex, timestamp: undefined }, secret, now),
    ).toBeUndefined();
    const stale = String(now / 1000 - 6 * 60);
    expect(
      credentialOf({ ...none, signature: hex, timestamp: stale }, secret, now),
    ).toBeUndefined();
    expect(credentialOf({ ...none, secret: "" }, "", now)).toBeUndefined();
    expect(credentialOf({ ...none, authorization: "Bearer " }, "", now)).toBeUndefined();
  });
});
