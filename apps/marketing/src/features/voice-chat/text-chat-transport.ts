import {
  createInquiryClient,
  InquiryApiError,
  type ChatReply,
  type InquiryClient,
  type InquiryErrorCode,
} from "@novaline/inquiry";
import { TextTransportError, type TextChatFailure, type TextTransport } from "@novaline/voice-core";
import { inquiryApiUrl } from "../inquiry-forms/submit-inquiry";

/** The bot check gave no token for a first message (still running, or failed in the browser). */
export class BotCheckIncomplete extends Error {
  override readonly name = "BotCheckIncomplete";
}

export interface SiteChatTransportOptions {
  /**
   * The bot check's token for a conversation's first message: the form's Turnstile widget
   * (`useTurnstile`), `undefined` when the build has no check or the widget gave none.
   */
  botCheckToken: () => Promise<string | undefined>;
  /** Whether the build has a bot check: then a first message without a token is not sent. */
  botCheckEnabled: boolean;
  /** Asks the widget for a fresh token: each is good for one request, answered or not. */
  resetBotCheck: () => void;
  /** Hears each answer: a `null` continuation means that was the conversation's last message. */
  onReply?: (reply: ChatReply) => void;
  /** The API (a stand-in in tests). @defaultValue the inquiries API at `VITE_API_URL` */
  api?: Pick<InquiryClient, "sendChatMessage">;
}

/** The API's codes that end a conversation: the visitor can only start a new one. */
const ENDED: ReadonlySet<InquiryErrorCode> = new Set([
  "chat-continuation-invalid",
  "chat-conversation-expired",
  "chat-turn-limit",
]);

/**
 * The text conversation of the Voice Chat panel over the site's API (`POST /v1/chat`): the first
 * message carries a bot-check token (action `chat`), each later one the continuation of the last
 * answer, kept here. A refused message leaves the continuation as it was (the API gives it back),
 * so sending it again goes on with the same conversation. The API's errors become voice-core's
 * `TextTransportError` with their status (429 with `Retry-After` as `retryAfterMs`) and the
 * `InquiryApiError` as `cause`; no answer at all is a `TypeError`, as `fetch` throws. After the
 * last message the API allows, a send fails as the API would (410 `chat-turn-limit`) without a
 * request.
 */
export function createSiteChatTransport(options: SiteChatTransportOptions): TextTransport {
  const api = options.api ?? createInquiryClient({ baseUrl: inquiryApiUrl() });
  let continuation: string | undefined;
  let over = false;

  return async (message, { signal }) => {
    if (over) {
      throw new TextTransportError(410, {
        cause: new InquiryApiError(410, {
          code: "chat-turn-limit",
          message: "This conversation has had all its messages.",
        }),
      });
    }
    const first = continuation === undefined;
    let reply: ChatReply;
    try {
      if (first) {
        const turnstileToken = await options.botCheckToken();
        if (options.botCheckEnabled && turnstileToken === undefined) throw new BotCheckIncomplete();
        reply = await api.sendChatMessage(
          turnstileToken === undefined ? { message } : { message, turnstileToken },
          { signal },
        );
      } else {
        reply = await api.sendChatMessage({ message, continuation }, { signal });
      }
    } catch (error) {
      throw transportErrorOf(error);
    } finally {
      if (first) options.resetBotCheck();
    }
    if (reply.continuation === null) over = true;
    else continuation = reply.continuation;
    options.onReply?.(reply);
    return { replies: reply.replies };
  };
}

/** What the chat is told of a failed request (see {@link createSiteChatTransport}). */
function transportErrorOf(error: unknown): unknown {
  if (!(error instanceof InquiryApiError)) return error; // an abort, the bot check
  if (error.code === "network") return new TypeError(error.message, { cause: error });
  return new TextTransportError(error.status, {
    ...(error.retryAfter === undefined ? {} : { retryAfterMs: error.retryAfter * 1000 }),
    cause: error,
  });
}

/**
 * Why a message of the site's chat was not answered, as the panel words it: `ended` (the API
 * ended the conversation: start a new one), `busy` (429), `unavailable` (the assistant or the
 * server did not answer), `network` (no answer reached the page), `notConfigured`, `botCheck`
 * or `unknown`.
 */
export type ChatProblem =
  "busy" | "unavailable" | "network" | "notConfigured" | "botCheck" | "ended" | "unknown";

/** The {@link ChatProblem} of a chat's failure, from the API's code where there is one. */
export function chatProblemOf(failure: TextChatFailure): ChatProblem {
  const { cause } = failure;
  if (cause instanceof BotCheckIncomplete) return "botCheck";
  const apiError =
    cause instanceof TextTransportError && cause.cause instanceof InquiryApiError
      ? cause.cause
      : undefined;
  const code = apiError?.code;
  if (code !== undefined && ENDED.has(code)) return "ended";
  if (code === "bot-check-failed" || code === "bot-check-unavailable") return "botCheck";
  if (code === "chat-not-configured") return "notConfigured";
  switch (failure.reason) {
    case "busy":
      return "busy";
    case "network":
      // A status the server answered (5xx) is its failure, not the visitor's connection.
      return cause instanceof TextTransportError ? "unavailable" : "network";
    case "not-configured":
      return "notConfigured";
    default:
      return "unknown";
  }
}
