import { describe, expect, it } from "vitest";
import { continuations } from "./continuation.js";

// A continuation is the only thing that lets a conversation go on without a new bot check: it
// must say exactly what the API signed, for whom, until when, and nothing a client made up.

const signer = continuations("test-secret-of-the-api");
const block = signer.blockOf("2001:db8:1:2::/64");
const NOW = Date.parse("2026-11-30T01:00:00Z");
const given = { chatId: "chat_abc", block, turns: 3, expiresAt: NOW + 60_000 };
const check = (token: string, at = NOW, maxTurns = 20, from = block) =>
  signer.check(token, { block: from, now: at, maxTurns });

describe("continuations", () => {
  it("reads back what was signed, for the block it was given to", () => {
    const token = signer.sign(given);
    expect(token).toMatch(/^c1\.[\w-]+\.[\w-]{43}$/);
    expect(check(token)).toEqual({ ok: true, continuation: given });
    // The block is a keyed hash: the address is not in the token.
    expect(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).not.toContain("2001");
  });

  it("refuses one altered, cut, made up or signed with another secret, alike", () => {
    const token = signer.sign(given);
    const [version, payload = "", signature = ""] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify(["chat_abc", block, 0, NOW + 1e9])).toString(
      "base64url",
    );
    for (const bad of [
      `${version}.${forgedPayload}.${signature}`,
      `${version}.${payload}.${signature.slice(0, -2)}`,
      `${version}.${payload}`,
      `c2.${payload}.${signature}`,
      "c1.e30.AAAA",
      "",
      continuations("another-secret").sign(given),
    ]) {
      expect(check(bad), bad).toEqual({ ok: false, problem: "invalid" });
    }
  });

  it("refuses one carried to another block, as invalid too", () => {
    const token = signer.sign(given);
    expect(check(token, NOW, 20, signer.blockOf("2001:db8:1:3::/64"))).toEqual({
      ok: false,
      problem: "invalid",
    });
    expect(check(token, NOW, 20, signer.blockOf("198.51.100.7"))).toMatchObject({ ok: false });
  });

  it("refuses one past its end, and one with no message left", () => {
    const token = signer.sign(given);
    expect(check(token, given.expiresAt - 1).ok).toBe(true);
    expect(check(token, given.expiresAt)).toEqual({ ok: false, problem: "expired" });
    expect(check(token, NOW, 4).ok).toBe(true);
    expect(check(token, NOW, 3)).toEqual({ ok: false, problem: "exhausted" });
  });

  it("keys block hashes apart from the client hashes made with the same secret", () => {
    expect(signer.blockOf("198.51.100.7")).not.toBe(signer.blockOf("198.51.100.8"));
    expect(signer.blockOf("198.51.100.7")).toBe(
      continuations("test-secret-of-the-api").blockOf("198.51.100.7"),
    );
    expect(signer.blockOf("198.51.100.7")).not.toBe(continuations("other").blockOf("198.51.100.7"));
  });
});
