// A text conversation with the same assistant, for when voice cannot run (the microphone is
// refused, the page is not secure): the same turns, agent state and tools as a call, over a
// transport the app provides (Vapi's chat API takes the private key, so it runs on a server).
// Imported on its own, so an app that only calls does not bundle it.
import type { AgentState } from "./agent-state";
import type { ClientTools, ClientToolsOptions, ToolCall } from "./client-tools";
import { createEmitter } from "./emitter";
import { field, type VoiceFailure } from "./failure-reasons";
import { reportError } from "./report-error";
import { addTypedTurn, type TranscriptTurn } from "./transcript";

/**
 * What the page's tool returned for one of the assistant's {@link ToolCall}s, handed to the
 * transport with the next message (`context.toolResults`): `result` is what the tool returned
 * (as text), `error` what it threw, or that the page has no such tool.
 *
 * @example
 * ```ts
 * const done: ToolResult = { id: "call_1", name: "showBookingLink", result: "The booking page is open." };
 * ```
 */
export interface ToolResult {
  readonly id: string;
  readonly name: string;
  readonly result?: string;
  readonly error?: string;
}

/**
 * What a {@link TextTransport} receives besides the visitor's text.
 *
 * @example
 * ```ts
 * const transport: TextTransport = (message, { signal, toolResults }) =>
 *   postChat({ message, toolResults }, { signal });
 * ```
 */
export interface TextTransportContext {
  /** Aborted when the chat ends (`end()`) or the reply takes longer than `timeoutMs`. */
  readonly signal: AbortSignal;
  /**
   * What the page's tools returned for the tool calls of the previous reply, not yet handed to
   * a transport (`[]` when none): pass them on for the assistant to know (see the README).
   */
  readonly toolResults: readonly ToolResult[];
}

/**
 * The assistant's answer to one message: its reply texts (one turn each, in order) and the
 * tools it calls on the page (arguments already parsed; `readToolCalls` reads Vapi's
 * `{ id, function: { name, arguments } }` list).
 *
 * @example
 * ```ts
 * const reply: TextReply = { replies: ["We open at nine."], toolCalls: [] };
 * ```
 */
export interface TextReply {
  readonly replies: readonly string[];
  readonly toolCalls?: readonly ToolCall[];
}

/**
 * Sends the visitor's message to the assistant and resolves with its reply. The app provides
 * it (its own API in front of Vapi's chat API) and keeps whatever continues the conversation
 * (a chat id, a signed continuation, a bot-check token) inside it. To fail, it throws: a
 * {@link TextTransportError} for an HTTP status, a `TypeError` (what `fetch` throws offline)
 * for the network; anything else is `unknown`.
 *
 * @example
 * ```ts
 * let continuation: string | undefined;
 * const transport: TextTransport = async (message, { signal }) => {
 *   const res = await fetch("/v1/chat", { method: "POST", body: JSON.stringify({ message, continuation }), signal });
 *   if (!res.ok) throw new TextTransportError(res.status);
 *   const body = await res.json();
 *   continuation = body.continuation;
 *   return { replies: body.replies };
 * };
 * ```
 */
export type TextTransport = (message: string, context: TextTransportContext) => Promise<TextReply>;

/**
 * An HTTP failure a {@link TextTransport} throws: 429 is `busy` (with `retryAfterMs` from the
 * `Retry-After` header when known), 5xx `network`, other 4xx `not-configured`.
 *
 * @example
 * ```ts
 * throw new TextTransportError(429, { retryAfterMs: 20_000 });
 * ```
 */
export class TextTransportError extends Error {
  readonly status: number;
  readonly retryAfterMs: number | undefined;
  constructor(status: number, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(`The chat request failed with HTTP ${String(status)}`, { cause: options.cause });
    this.name = "TextTransportError";
    this.status = status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/**
 * Why a message could not be sent, with a message for people: a {@link VoiceFailure} whose
 * `reason` is `network`, `busy`, `not-configured` or `unknown`, and for `busy` the wait the
 * server asked for (`retryAfterMs`, from HTTP 429's `Retry-After`) when it said.
 *
 * @example
 * ```ts
 * if (error?.reason === "busy" && error.retryAfterMs) disableSendFor(error.retryAfterMs);
 * ```
 */
export interface TextChatFailure extends VoiceFailure {
  readonly retryAfterMs?: number;
}

/**
 * Where the conversation is: `idle` before the first message, `active` once one is sent,
 * `ended` after `end()` (for good: a new conversation is a new chat), `failed` after a failure
 * that trying again will not mend (`not-configured`): a later `send()` tries again anyway.
 *
 * @example
 * ```ts
 * const canType = status === "idle" || status === "active";
 * ```
 */
export type TextChatStatus = "idle" | "active" | "ended" | "failed";

/**
 * Everything a text conversation's UI renders, as one immutable value (a new object after each
 * change). `transcript` and `agent` have the voice call's types, so one transcript component
 * renders either.
 *
 * @example
 * ```ts
 * const { transcript, agent, sending, error, unsent } = chat.getSnapshot();
 * ```
 */
export interface TextChatSnapshot {
  readonly status: TextChatStatus;
  /**
   * The conversation: each message of the visitor (a final turn, `typed: true`) and each reply
   * of the assistant (a final turn), in order. A message whose send failed is not in it (see
   * `unsent`).
   */
  readonly transcript: readonly TranscriptTurn[];
  /**
   * `thinking` while a message is being answered, `listening` when it is the visitor's turn,
   * `idle` before the first message and after the end or a `failed` chat. Never `speaking`.
   */
  readonly agent: AgentState;
  /** Whether a message is being sent (`send()` refuses another meanwhile). */
  readonly sending: boolean;
  /** Why the last message could not be sent; `null` once a message goes through. */
  readonly error: TextChatFailure | null;
  /**
   * The text of the last message that was not answered (a failure, or `end()` during its
   * send), to offer it again (put it back in the input); `undefined` once a message goes
   * through.
   */
  readonly unsent: string | undefined;
}

/**
 * Options of {@link createTextChat}.
 *
 * @example
 * ```ts
 * const options: TextChatOptions = { transport, tools: { showBookingLink: () => openBooking() } };
 * ```
 */
export interface TextChatOptions {
  /** Sends a message and resolves with the reply (see {@link TextTransport}). */
  transport: TextTransport;
  /**
   * The page's tools by name, the same as for a call (`handleClientTools`): run when a reply
   * calls them; what they return goes to the transport with the next message.
   */
  tools?: ClientTools;
  /** `onUnhandled` and `onError`, as for `handleClientTools`. */
  toolOptions?: ClientToolsOptions;
  /**
   * How long a reply may take; past it the send fails as `network`.
   * @defaultValue 30000 ({@link TEXT_REPLY_TIMEOUT_MS})
   */
  timeoutMs?: number;
}

/**
 * A text conversation with the assistant. All members are plain functions (no `this`).
 *
 * @example
 * ```ts
 * const chat = createTextChat({ transport });
 * chat.subscribe(() => render(chat.getSnapshot()));
 * await chat.send("Do you open on Saturdays?");
 * ```
 */
export interface TextChat {
  /** Calls `listener` after every change of the snapshot; returns the function that stops it. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The current {@link TextChatSnapshot}. */
  readonly getSnapshot: () => TextChatSnapshot;
  /**
   * Sends the visitor's message (trimmed): it shows at once as their turn, the agent is
   * `thinking` until the reply's turns are added, then `listening`. Resolves `true` when it was
   * answered, `false` when it failed (`error`, and the text in `unsent`) or the chat ended
   * meanwhile. Rejects, changing nothing, for empty text, while another message is being sent
   * (`sending`: one at a time, nothing is queued) and after `end()`.
   */
  readonly send: (text: string) => Promise<boolean>;
  /** Ends the conversation: a send in flight is aborted (its transport's `signal`). */
  readonly end: () => void;
}

/**
 * How long a text reply may take before the send fails as `network` (set per chat with
 * `timeoutMs`).
 *
 * @defaultValue 30000
 * @example
 * ```ts
 * import { TEXT_REPLY_TIMEOUT_MS } from "@novaline/voice-core";
 * ```
 */
export const TEXT_REPLY_TIMEOUT_MS = 30_000;

/**
 * The snapshot of a chat before its first message, also used while rendering on the server.
 *
 * @example
 * ```ts
 * useSyncExternalStore(chat.subscribe, chat.getSnapshot, () => IDLE_TEXT_CHAT);
 * ```
 */
export const IDLE_TEXT_CHAT: TextChatSnapshot = {
  status: "idle",
  transcript: [],
  agent: "idle",
  sending: false,
  error: null,
  unsent: undefined,
};

/**
 * The message for people of each reason a text message can fail for (the voice ones speak of
 * calls).
 *
 * @example
 * ```ts
 * TEXT_FAILURE_MESSAGES.network; // "We could not send your message. Check your connection and try again."
 * ```
 */
export const TEXT_FAILURE_MESSAGES: Readonly<
  Record<"network" | "busy" | "not-configured" | "unknown", string>
> = {
  network: "We could not send your message. Check your connection and try again.",
  busy: "The assistant is busy. Try again in a moment.",
  "not-configured": "Chat is not available right now.",
  unknown: "Something went wrong with your message. Please try again.",
};

function textFailure(error: unknown, timedOut: boolean): TextChatFailure {
  const status = Number(field(error, "status"));
  const reason: keyof typeof TEXT_FAILURE_MESSAGES =
    timedOut || status >= 500 || field(error, "name") === "TypeError"
      ? "network"
      : status === 429
        ? "busy"
        : status >= 400
          ? "not-configured"
          : "unknown";
  // Built here rather than with createFailure, which would bring the call's messages along.
  const failure: TextChatFailure = {
    reason,
    message: TEXT_FAILURE_MESSAGES[reason],
    retryable: reason !== "not-configured",
    cause: error,
  };
  const retryAfterMs = field(error, "retryAfterMs");
  return reason === "busy" && typeof retryAfterMs === "number"
    ? { ...failure, retryAfterMs }
    : failure;
}

const assistantTurn = (turns: readonly TranscriptTurn[], text: string): TranscriptTurn => {
  const now = Date.now();
  return {
    id: String(turns.length + 1),
    role: "assistant",
    text,
    final: true,
    startedAt: now,
    endedAt: now,
  };
};

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  // undefined for a function or a symbol, whatever its type says.
  const json = JSON.stringify(value) as string | undefined;
  return json ?? String(value);
}

/**
 * Creates a {@link TextChat}: a text conversation with the assistant over `transport`, with the
 * voice call's turns and agent state. Touches no browser API.
 *
 * @example
 * ```ts
 * const chat = createTextChat({ transport: createHttpTextTransport({ url: "/v1/chat" }) });
 * const answered = await chat.send("Can I book for Friday?");
 * if (!answered) input.value = chat.getSnapshot().unsent ?? "";
 * ```
 */
export function createTextChat(options: TextChatOptions): TextChat {
  const { transport, tools = {}, toolOptions = {}, timeoutMs = TEXT_REPLY_TIMEOUT_MS } = options;
  const subscribers = createEmitter<{ change: undefined }>();
  let snapshot = IDLE_TEXT_CHAT;
  let inFlight: AbortController | undefined;
  let toolResults: ToolResult[] = [];

  const update = (patch: Partial<TextChatSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    subscribers.emit("change", undefined);
  };

  const runTool = async ({ id, name, args }: ToolCall): Promise<ToolResult> => {
    const call = { id, name, args };
    const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
    if (!tool) {
      toolOptions.onUnhandled?.(call);
      return { id, name, error: `Tool ${name} is not available on this page.` };
    }
    try {
      // Each tool declares its own arguments; the model fills them in from its schema.
      const result: unknown = await (tool as (a: unknown, c: ToolCall) => unknown)(args, call);
      return result === undefined ? { id, name } : { id, name, result: asText(result) };
    } catch (error) {
      (toolOptions.onError ?? reportError)(error, call);
      return { id, name, error: asText(field(error, "message") ?? error) };
    }
  };

  const send = async (input: string): Promise<boolean> => {
    const text = input.trim();
    if (!text) throw new Error("send() needs text.");
    if (snapshot.status === "ended") throw new Error("The text chat has ended.");
    if (inFlight) throw new Error("A message is being sent; send() takes one at a time.");
    const controller = new AbortController();
    inFlight = controller;
    const before = snapshot.transcript;
    update({
      status: "active",
      transcript: addTypedTurn(before, text),
      agent: "thinking",
      sending: true,
    });
    let timedOut = false;
    // A transport that ignores its signal cannot hold the chat: the abort settles the send.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener("abort", () => {
        reject(new Error("aborted"));
      });
    });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const delivered = toolResults;
    toolResults = [];
    try {
      const reply = await Promise.race([
        transport(text, { signal: controller.signal, toolResults: delivered }),
        aborted,
      ]);
      const transcript = reply.replies.reduce<readonly TranscriptTurn[]>(
        (turns, replyText) => [...turns, assistantTurn(turns, replyText)],
        snapshot.transcript,
      );
      update({ transcript, error: null, unsent: undefined });
      const results = await Promise.all((reply.toolCalls ?? []).map(runTool));
      toolResults = [...toolResults, ...results];
      // Unless the chat ended meanwhile (end() lets go of the send).
      if (inFlight === controller) update({ agent: "listening", sending: false });
      return true;
    } catch (error) {
      // Results not delivered wait for the next message.
      toolResults = [...delivered, ...toolResults];
      if (inFlight !== controller) return false; // ended meanwhile
      const failure = textFailure(error, timedOut);
      const failed = !failure.retryable;
      update({
        status: failed ? "failed" : "active",
        transcript: before,
        agent: failed ? "idle" : "listening",
        sending: false,
        error: failure,
        unsent: text,
      });
      return false;
    } finally {
      clearTimeout(timer);
      if (inFlight === controller) inFlight = undefined;
    }
  };

  const end = () => {
    if (snapshot.status === "ended") return;
    const sending = inFlight;
    inFlight = undefined;
    sending?.abort();
    const { transcript } = snapshot;
    // An unanswered message leaves the conversation, to be offered again.
    const last = transcript.at(-1);
    const unanswered = sending && last?.role === "user";
    update({
      status: "ended",
      agent: "idle",
      sending: false,
      transcript: unanswered ? transcript.slice(0, -1) : transcript,
      unsent: unanswered ? last.text : snapshot.unsent,
    });
  };

  return {
    subscribe: (listener) => subscribers.on("change", listener),
    getSnapshot: () => snapshot,
    send,
    end,
  };
}
