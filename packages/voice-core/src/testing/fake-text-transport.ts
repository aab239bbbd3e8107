// A text transport a test drives without a network: scripted answers (replies, tool calls, HTTP
// failures, no answer at all), each after a delay, or answered by hand while the message waits.
import type { ToolCall } from "../client-tools";
import {
  TextTransportError,
  type TextReply,
  type TextTransport,
  type ToolResult,
} from "../text-chat";

/**
 * One scripted answer of a {@link FakeTextTransport}: a reply (`replies`, `toolCalls`), or a
 * failure: `status` (an HTTP status, with `retryAfterMs` for 429) or `network` (no answer,
 * `fetch`'s `TypeError`). `delayMs` waits that long first (timers, so fake timers drive it).
 *
 * @example
 * ```ts
 * const steps: FakeTextStep[] = [{ replies: ["Hi!"] }, { status: 429, retryAfterMs: 5000 }, { network: true }];
 * ```
 */
export type FakeTextStep = { readonly delayMs?: number } & (
  | { readonly replies: readonly string[]; readonly toolCalls?: readonly ToolCall[] }
  | { readonly status: number; readonly retryAfterMs?: number }
  | { readonly network: true }
);

/** A message the fake received: its text, the tool results with it, and its signal. */
export interface FakeTextMessage {
  readonly message: string;
  readonly toolResults: readonly ToolResult[];
  readonly signal: AbortSignal;
}

/**
 * The fake transport and what it saw. Messages take the scripted steps in order; once they run
 * out, a message waits until the test calls `answer()`.
 *
 * @example
 * ```ts
 * const fake = createFakeTextTransport([{ replies: ["We open at nine."] }]);
 * const chat = createTextChat({ transport: fake.transport });
 * await chat.send("When do you open?");
 * fake.messages[0]?.message; // "When do you open?"
 * ```
 */
export interface FakeTextTransport {
  /** Pass it as `createTextChat({ transport })`. */
  readonly transport: TextTransport;
  /** Every message received, in order. */
  readonly messages: readonly FakeTextMessage[];
  /** Adds answers for the next messages. */
  readonly script: (...steps: FakeTextStep[]) => void;
  /** Answers the oldest message waiting for the test; throws when none waits. */
  readonly answer: (step: FakeTextStep) => void;
  /** How many messages wait for `answer()`. */
  readonly waiting: () => number;
}

function settle(
  step: FakeTextStep,
  resolve: (reply: TextReply) => void,
  reject: (error: unknown) => void,
): void {
  const done = () => {
    if ("replies" in step) {
      resolve(step.toolCalls ? { replies: step.replies, toolCalls: step.toolCalls } : step);
    } else if ("status" in step) {
      reject(new TextTransportError(step.status, { retryAfterMs: step.retryAfterMs }));
    } else {
      reject(new TypeError("Failed to fetch"));
    }
  };
  if (step.delayMs) setTimeout(done, step.delayMs);
  else done();
}

/**
 * Creates a {@link FakeTextTransport}, answering with `steps` first. Like `fetch`, it rejects
 * with an `AbortError` when the message's signal aborts. Imports no test runner.
 *
 * @example
 * ```ts
 * const fake = createFakeTextTransport();
 * const sent = chat.send("Hello");
 * chat.getSnapshot().agent; // "thinking"
 * fake.answer({ replies: ["Hi! How can I help?"] });
 * await sent; // true
 * ```
 */
export function createFakeTextTransport(steps: readonly FakeTextStep[] = []): FakeTextTransport {
  const scripted = [...steps];
  const messages: FakeTextMessage[] = [];
  const waiting: { resolve: (r: TextReply) => void; reject: (e: unknown) => void }[] = [];
  return {
    transport: (message, { signal, toolResults }) =>
      new Promise<TextReply>((resolve, reject) => {
        messages.push({ message, toolResults, signal });
        const entry = { resolve, reject };
        signal.addEventListener("abort", () => {
          waiting.splice(waiting.indexOf(entry) >>> 0, 1);
          reject(new DOMException("The operation was aborted.", "AbortError"));
        });
        const step = scripted.shift();
        if (step) settle(step, resolve, reject);
        else waiting.push(entry);
      }),
    messages,
    script: (...more) => {
      scripted.push(...more);
    },
    answer: (step) => {
      const next = waiting.shift();
      if (!next) throw new Error("No message waits for an answer.");
      settle(step, next.resolve, next.reject);
    },
    waiting: () => waiting.length,
  };
}
