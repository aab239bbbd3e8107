// What a chat message may cost us: every message is a request to Vapi (a model's tokens, maybe a
// tool), so each is counted per client block and against caps on everyone's, in the sliding
// windows the other public endpoints use (`rate_limits`, shared by every instance). A
// continuation is spent there too: a window of one for its chat, so it carries one message only.
import { eq } from "drizzle-orm";
import type { ChatSettings } from "../config.js";
import type { Database } from "../db/client.js";
import { rateLimits } from "../db/schema.js";
import { admitClient } from "../http/rate-limit.js";
import { admitInWindows } from "../http/sliding-window.js";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The error code of each chat limit, and the seconds until it allows a message again. */
export interface ChatRefusal {
  readonly code: "chat-ip-limit" | "chat-minute-cap" | "chat-daily-cap";
  readonly retryAfterMs: number;
}

type Verdict = { readonly ok: true } | { readonly ok: false; readonly refusal: ChatRefusal };

/** The limits of one client: its IPv4 address or IPv6 /64, and the /56 and /48 around it. */
export async function admitChatClient(
  db: Database,
  address: string,
  settings: Pick<ChatSettings, "perIpPerMinute" | "per56PerMinute" | "per48PerMinute">,
): Promise<Verdict> {
  const verdict = await admitClient(db, "chat", address, {
    perMinute: settings.perIpPerMinute,
    perMinutePer56: settings.per56PerMinute,
    perMinutePer48: settings.per48PerMinute,
  });
  return verdict.admitted
    ? { ok: true }
    : { ok: false, refusal: { code: "chat-ip-limit", retryAfterMs: verdict.retryAfterMs } };
}

/**
 * The caps on everyone's messages, in any minute and any 24 hours: only messages about to be
 * sent to Vapi are counted (past the bot check or with a good continuation), so strangers'
 * junk cannot spend them.
 */
export async function admitChatMessage(
  db: Database,
  settings: Pick<ChatSettings, "perMinute" | "perDay">,
): Promise<Verdict> {
  const minute = await admitInWindows(
    db,
    [{ key: "chat:all", max: settings.perMinute }],
    MINUTE_MS,
  );
  if (!minute.admitted) {
    return { ok: false, refusal: { code: "chat-minute-cap", retryAfterMs: minute.retryAfterMs } };
  }
  const day = await admitInWindows(db, [{ key: "chat:all-day", max: settings.perDay }], DAY_MS);
  return day.admitted
    ? { ok: true }
    : { ok: false, refusal: { code: "chat-daily-cap", retryAfterMs: day.retryAfterMs } };
}

const spentKey = (chatId: string) => `chat-continuation:${chatId}`;

/**
 * Spends the continuation that follows `chatId`, once: `false` when it was spent already (a
 * replay, or the same message sent twice at once). Counted over `conversationMs`, the longest a
 * conversation lasts: by the time the spend leaves the window, the continuation has expired.
 */
export async function spendContinuation(
  db: Database,
  chatId: string,
  conversationMs: number,
): Promise<boolean> {
  const verdict = await admitInWindows(db, [{ key: spentKey(chatId), max: 1 }], conversationMs);
  return verdict.admitted;
}

/** Gives a spent continuation back: its message was refused by a cap or not answered by Vapi. */
export async function refundContinuation(db: Database, chatId: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, spentKey(chatId)));
}
