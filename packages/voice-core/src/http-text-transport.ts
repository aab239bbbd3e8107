// A ready-made text transport for an HTTP endpoint that takes a message and answers with the
// reply's texts. Generic on purpose: the body and the reading of the answer can be replaced, and
// whatever continues the conversation is the app's to keep in them.
import type { ToolCall } from "./client-tools";
import { field } from "./failure-reasons";
import {
  TextTransportError,
  type TextReply,
  type TextTransport,
  type TextTransportContext,
} from "./text-chat";

/**
 * Options of {@link createHttpTextTransport}.
 *
 * @example
 * ```ts
 * const options: HttpTextTransportOptions = { url: "/v1/chat", headers: { "x-site": "novaline" } };
 * ```
 */
export interface HttpTextTransportOptions {
  /** The endpoint, posted to with a JSON body. */
  url: string;
  /** Extra request headers (`content-type: application/json` is set). */
  headers?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
  /**
   * The JSON body of a message.
   * @defaultValue `{ message, toolResults }` (`toolResults` left out when empty)
   */
  body?: (message: string, context: TextTransportContext) => unknown;
  /**
   * Reads the reply from the parsed JSON answer.
   * @defaultValue `{ replies, toolCalls }` read as they are (missing replies are `[]`)
   */
  read?: (answer: unknown) => TextReply;
  /** @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
}

const defaultBody = (message: string, { toolResults }: TextTransportContext) =>
  toolResults.length > 0 ? { message, toolResults } : { message };

function defaultRead(answer: unknown): TextReply {
  const replies = field(answer, "replies");
  const toolCalls = field(answer, "toolCalls");
  return {
    replies: Array.isArray(replies) ? replies.filter((r) => typeof r === "string") : [],
    ...(Array.isArray(toolCalls) ? { toolCalls: toolCalls as ToolCall[] } : {}),
  };
}

/**
 * `Retry-After` in milliseconds: seconds, or an HTTP date; `undefined` when absent or unreadable.
 *
 * @example
 * ```ts
 * retryAfterMs("20"); // 20000
 * ```
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/**
 * A {@link TextTransport} that POSTs each message as JSON to `url` and reads the reply from the
 * JSON answer. An answer that is not 2xx throws {@link TextTransportError} (with `Retry-After`
 * for 429); no answer throws `fetch`'s `TypeError` (`network`).
 *
 * @example
 * ```ts
 * const chat = createTextChat({
 *   transport: createHttpTextTransport({ url: "https://api.example.com/chat", headers: { authorization: `Bearer ${token}` } }),
 * });
 * ```
 */
export function createHttpTextTransport(options: HttpTextTransportOptions): TextTransport {
  const { url, headers, body = defaultBody, read = defaultRead } = options;
  return async (message, context) => {
    const response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(typeof headers === "function" ? headers() : headers),
      },
      body: JSON.stringify(body(message, context)),
      signal: context.signal,
    });
    if (!response.ok) {
      throw new TextTransportError(response.status, {
        retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
      });
    }
    return read(await response.json());
  };
}
