// A conversation's next message carries no new bot-check token (the visitor is typing, not
// filling in a form), so what lets it go on is a continuation the API signed when it answered the
// previous one: the Vapi chat to follow, the client block it was given to, how many messages the
// conversation has had and when it ends. Nothing is stored per conversation; a continuation is
// spent once (see limits.ts), so one bot check buys at most `maxTurns` messages, from one network,
// for a bounded time.
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a continuation says: signed, so a client can read it but not change it. */
export interface Continuation {
  /** The Vapi chat the next message follows (`previousChatId`). */
  readonly chatId: string;
  /** The keyed hash of the client block (IPv4 address or IPv6 /64) it was given to. */
  readonly block: string;
  /** Messages the conversation has had so far. */
  readonly turns: number;
  /** When the conversation ends (ms since the epoch), fixed at its first message. */
  readonly expiresAt: number;
}

/** Why a continuation is refused: not ours or not this client's, too old, or used up. */
export type ContinuationProblem = "invalid" | "expired" | "exhausted";

export type ContinuationCheck =
  | { readonly ok: true; readonly continuation: Continuation }
  | { readonly ok: false; readonly problem: ContinuationProblem };

const VERSION = "c1";

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * Signs and checks continuations with a key derived from `secret` (the API's `IP_HASH_SECRET`,
 * which production requires to be 32 random bytes): HMAC-SHA256 under a label of its own, so no
 * other use of that secret (the client hashes stored with demo calls) yields the same values.
 */
export function continuations(secret: string) {
  const key = createHmac("sha256", secret).update("novaline chat continuation key v1").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest();

  return {
    /** The keyed hash of a client block (`clientKey`), as a continuation holds it. */
    blockOf: (clientKey: string) =>
      createHmac("sha256", key).update(`block:${clientKey}`).digest("base64url").slice(0, 22),

    /** The continuation as the client carries it: `c1.<payload>.<signature>`, all base64url. */
    sign(continuation: Continuation): string {
      const payload = encode(
        JSON.stringify([
          continuation.chatId,
          continuation.block,
          continuation.turns,
          continuation.expiresAt,
        ]),
      );
      const signed = `${VERSION}.${payload}`;
      return `${signed}.${encode(mac(signed))}`;
    },

    /**
     * Whether `token` is a continuation this API signed, for the client in `block`, not past its
     * end and with a message left of `maxTurns`. One that was altered or made up, or that another
     * network carries, is `invalid` alike: nothing tells a prober which.
     */
    check(
      token: string,
      { block, now, maxTurns }: { block: string; now: number; maxTurns: number },
    ): ContinuationCheck {
      const invalid = { ok: false, problem: "invalid" } as const;
      const parts = token.split(".");
      if (parts.length !== 3 || parts[0] !== VERSION) return invalid;
      const signed = `${parts[0]}.${parts[1] ?? ""}`;
      const given = Buffer.from(parts[2] ?? "", "base64url");
      const expected = mac(signed);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(parts[1] ?? "", "base64url").toString("utf8"));
      } catch {
        return invalid;
      }
      if (!Array.isArray(fields) || fields.length !== 4) return invalid;
      const [chatId, signedBlock, turns, expiresAt] = fields as unknown[];
      if (
        typeof chatId !== "string" ||
        typeof signedBlock !== "string" ||
        typeof turns !== "number" ||
        typeof expiresAt !== "number"
      ) {
        return invalid;
      }
      if (signedBlock !== block) return invalid;
      if (now >= expiresAt) return { ok: false, problem: "expired" };
      if (turns >= maxTurns) return { ok: false, problem: "exhausted" };
      return { ok: true, continuation: { chatId, block: signedBlock, turns, expiresAt } };
    },
  };
}

export type Continuations = ReturnType<typeof continuations>;
