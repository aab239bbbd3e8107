/**
 * The part of Vapi's chat API that the site's text conversation uses: `POST /chat` with the
 * private key, the assistant, the visitor's message as `input` and, after the first message, the
 * previous chat's id (`previousChatId`: Vapi keeps the conversation, so only the latest message is
 * sent). Vapi answers with a new chat, whose `output` holds what the assistant said this time,
 * tool calls and their results included; only the assistant's texts are taken.
 *
 * What the visitor wrote and what the assistant answered are never put in an error, a span or a
 * log line: errors carry Vapi's status only (its message may quote the request).
 */

import { inClientSpan } from "../telemetry/tracing.js";

/** One message to the assistant. */
export interface ChatTurnRequest {
  readonly assistantId: string;
  /** The visitor's text. */
  readonly input: string;
  /** The chat this one follows (Vapi's id), for every message but a conversation's first. */
  readonly previousChatId?: string | undefined;
}

/** What the assistant answered: the new chat's id (the next message follows it) and its texts. */
export interface ChatTurn {
  readonly chatId: string;
  /** The assistant's texts in the order it said them; none when it only used a tool. */
  readonly replies: readonly string[];
}

/** Why a chat request failed. */
export class VapiChatError extends Error {
  override readonly name = "VapiChatError";
  constructor(
    message: string,
    /** The HTTP status (0 when no answer came, or the time-out passed). */
    readonly status: number,
    /**
     * Vapi does not know the previous chat (404 with a `previousChatId`): deleted at Vapi, or
     * never made. The conversation cannot go on.
     */
    readonly previousChatGone = false,
  ) {
    super(message);
  }
}

export interface VapiChatClientOptions {
  /** Vapi's API, or the local stand-in. @defaultValue "https://api.vapi.ai" */
  readonly baseUrl?: string;
  readonly privateKey: string;
  /** How long one message may take (the assistant's model and tools included). @defaultValue 20_000 */
  readonly timeoutMs?: number;
  /** @defaultValue globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
}

export interface VapiChatClient {
  /** One `POST /chat`. Rejects with {@link VapiChatError}. */
  send(request: ChatTurnRequest): Promise<ChatTurn>;
}

/** The assistant's texts in a chat's `output` (tool calls, tool results and empty texts left out). */
function repliesOf(output: unknown): string[] | undefined {
  if (!Array.isArray(output)) return undefined;
  return output.flatMap((message: unknown) => {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    return role === "assistant" && typeof content === "string" && content.trim() !== ""
      ? [content]
      : [];
  });
}

export function createVapiChatClient(options: VapiChatClientOptions): VapiChatClient {
  const {
    baseUrl = "https://api.vapi.ai",
    privateKey,
    timeoutMs = 20_000,
    fetch: fetchFn = globalThis.fetch,
  } = options;
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/chat`);
  const authorization = `Bearer ${privateKey}`;

  return {
    async send({ assistantId, input, previousChatId }) {
      let response: Response;
      let body: unknown;
      try {
        // The body is read inside the time-out too: a stalled answer must not hold the request.
        const signal = AbortSignal.timeout(timeoutMs);
        response = await inClientSpan("POST", url, url.pathname, () =>
          fetchFn(url, {
            method: "POST",
            headers: { authorization, "content-type": "application/json" },
            body: JSON.stringify({
              assistantId,
              input,
              ...(previousChatId === undefined ? {} : { previousChatId }),
            }),
            signal,
          }),
        );
        body = await response.json().catch(() => null);
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        throw new VapiChatError(
          timedOut
            ? `Vapi did not answer the chat within ${String(timeoutMs)} ms`
            : `Vapi could not be reached (${error instanceof Error ? error.name : "unknown"})`,
          0,
        );
      }
      if (!response.ok) {
        throw new VapiChatError(
          `Vapi answered the chat with ${String(response.status)}`,
          response.status,
          response.status === 404 && previousChatId !== undefined,
        );
      }
      const { id, output } = (body ?? {}) as { id?: unknown; output?: unknown };
      const replies = repliesOf(output);
      if (typeof id !== "string" || id === "" || replies === undefined) {
        throw new VapiChatError(
          `Vapi answered the chat with ${String(response.status)} without a chat id and output`,
          response.status,
        );
      }
      return { chatId: id, replies };
    },
  };
}
