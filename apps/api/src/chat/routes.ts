import {
  BOT_CHECK_ACTIONS,
  chatRequestSchema,
  inquiryApi,
  type ChatReply,
} from "@novaline/inquiry";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { ChatSettings } from "../config.js";
import type { Database } from "../db/client.js";
import { answer } from "../http/answer.js";
import { clientKey } from "../http/client-ip.js";
import { apiError } from "../http/errors.js";
import { jsonRequest, validJson } from "../http/json-body.js";
import type { Logger } from "../http/logger.js";
import { retryAfterSeconds } from "../http/rate-limit.js";
import { verifyTurnstile, type TurnstileSettings } from "../http/turnstile.js";
import type { Continuations } from "./continuation.js";
import {
  admitChatClient,
  admitChatMessage,
  refundContinuation,
  spendContinuation,
  type ChatRefusal,
} from "./limits.js";
import { createVapiChatClient, VapiChatError } from "./vapi-chat-client.js";

export interface ChatRoutesOptions {
  readonly db: Database;
  readonly settings: ChatSettings;
  /** The bot check of a conversation's first message; none without `TURNSTILE_SECRET_KEY`. */
  readonly botCheck: TurnstileSettings | undefined;
  /**
   * Counts each first message, which has Cloudflare verify a token, per client before it is read
   * on (`botCheckThrottle`, shared with the forms and demo calls). Follow-ups verify no token.
   */
  readonly throttleBotChecks: MiddlewareHandler;
  /** The client's address: the limits, the bot check, and the block a continuation is bound to. */
  readonly clientAddressOf: (c: Context) => string;
  readonly continuations: Continuations;
  readonly logger: Logger;
}

/** What the visitor reads for each refusal (the API's `message`; the site words its own). */
const MESSAGES = {
  "chat-not-configured": "Text chat is not available here.",
  "chat-ip-limit": "Too many messages from your network. Please wait a moment and try again.",
  "chat-minute-cap": "We're answering a lot of messages right now. Please try again in a minute.",
  "chat-daily-cap": "We've answered as many messages as we can today. Please try again later.",
  "chat-continuation-invalid": "This conversation can't be continued here. Please start a new one.",
  "chat-conversation-expired": "This conversation has ended. Please start a new one.",
  "chat-turn-limit": "This conversation has had all its messages. Please start a new one.",
  "chat-unavailable": "The assistant did not answer. Please send your message again.",
  "bot-check-failed": "The check that you're a person did not work. Please reload the page.",
  "bot-check-unavailable": "The check that you're a person is not available. Please try again.",
} as const;

/** A limit's refusal: 429 with its code and when to try again. */
function refuse(c: Context, { code, retryAfterMs }: ChatRefusal) {
  c.header("Retry-After", String(retryAfterSeconds({ retryAfterMs })));
  return apiError(c, code, MESSAGES[code]);
}

/**
 * `POST /v1/chat`: one message of a visitor's text conversation with the assistant, sent to
 * Vapi's chat API with the private key (which never leaves the server). The first message of a
 * conversation passes the bot check; each answer carries a signed continuation for the next
 * (see continuation.ts). What the visitor wrote and what the assistant answered are never logged
 * or stored: only Vapi keeps the conversation.
 */
export function chatRoutes(options: ChatRoutesOptions) {
  const { db, settings, continuations, logger } = options;
  const routes = new Hono<{ Variables: { requestId: string } }>();
  const vapi = settings.vapi;
  const vapiChat =
    vapi &&
    createVapiChatClient({
      baseUrl: vapi.baseUrl,
      privateKey: vapi.privateKey,
      timeoutMs: settings.requestTimeoutMs,
    });

  // Before the body is read: a server without the assistant says so whatever was sent.
  const configured: MiddlewareHandler = async (c, next) => {
    if (vapi && vapiChat) return next();
    return apiError(c, "chat-not-configured", MESSAGES["chat-not-configured"]);
  };
  const endpoint = inquiryApi.sendChatMessage;
  routes.on(
    endpoint.method,
    endpoint.path,
    configured,
    jsonRequest,
    validJson(chatRequestSchema, "The body must be a JSON object with the message's fields."),
    // Only a first message has a token verified: only it is counted by the bot checks' throttle.
    async (c, next) => {
      const { continuation } = c.req.valid("json");
      if (continuation === undefined) return options.throttleBotChecks(c, next);
      await next();
    },
    async (c) => {
      if (!vapi || !vapiChat) throw new Error("Unreachable: chat is not configured");
      const request = c.req.valid("json");
      c.header("Cache-Control", "no-store");
      const address = options.clientAddressOf(c);
      // Every well-formed message counts against its client's blocks, refused ones too: probing
      // continuations or tokens costs allowance like chatting.
      const client = await admitChatClient(db, address, settings);
      if (!client.ok) return refuse(c, client.refusal);

      const block = continuations.blockOf(clientKey(address));
      const now = Date.now();
      let turns = 0;
      let expiresAt = now + settings.conversationMs;
      let previousChatId: string | undefined;
      if (request.continuation !== undefined) {
        const checked = continuations.check(request.continuation, {
          block,
          now,
          maxTurns: settings.maxTurns,
        });
        if (!checked.ok) {
          const code = {
            invalid: "chat-continuation-invalid",
            expired: "chat-conversation-expired",
            exhausted: "chat-turn-limit",
          } as const satisfies Record<typeof checked.problem, keyof typeof MESSAGES>;
          return apiError(c, code[checked.problem], MESSAGES[code[checked.problem]]);
        }
        ({ turns, expiresAt } = checked.continuation);
        previousChatId = checked.continuation.chatId;
      } else if (options.botCheck) {
        const verdict = await verifyTurnstile(
          options.botCheck,
          request.turnstileToken,
          address,
          BOT_CHECK_ACTIONS.chat,
        );
        if (verdict === "unavailable") {
          return apiError(c, "bot-check-unavailable", MESSAGES["bot-check-unavailable"]);
        }
        if (verdict !== "passed") {
          return apiError(c, "bot-check-failed", MESSAGES["bot-check-failed"]);
        }
      }

      // A continuation carries one message: a replay, or the same one sent twice at once, is
      // refused like a forged one. Given back when this message is not answered after all.
      if (
        previousChatId !== undefined &&
        !(await spendContinuation(db, previousChatId, settings.conversationMs))
      ) {
        return apiError(c, "chat-continuation-invalid", MESSAGES["chat-continuation-invalid"]);
      }
      const refund = async () => {
        if (previousChatId !== undefined) await refundContinuation(db, previousChatId);
      };
      const admitted = await admitChatMessage(db, settings);
      if (!admitted.ok) {
        await refund();
        return refuse(c, admitted.refusal);
      }

      let turn;
      try {
        turn = await vapiChat.send({
          assistantId: vapi.assistantId,
          input: request.message,
          previousChatId,
        });
      } catch (error) {
        if (!(error instanceof VapiChatError)) throw error;
        await refund();
        // Vapi's status only: its message, like the request, may hold what the visitor wrote.
        logger.warn("chat.vapi_failed", {
          requestId: c.get("requestId"),
          status: error.status,
          previousChatGone: error.previousChatGone,
        });
        return error.previousChatGone
          ? apiError(c, "chat-conversation-expired", MESSAGES["chat-conversation-expired"])
          : apiError(c, "chat-unavailable", MESSAGES["chat-unavailable"]);
      }

      const sent = turns + 1;
      const turnsLeft = Math.max(0, settings.maxTurns - sent);
      const reply: ChatReply = {
        replies: turn.replies,
        continuation:
          turnsLeft === 0
            ? null
            : continuations.sign({ chatId: turn.chatId, block, turns: sent, expiresAt }),
        turnsLeft,
        expiresAt: new Date(expiresAt).toISOString(),
      };
      return answer(c, endpoint, reply);
    },
  );

  return routes;
}
