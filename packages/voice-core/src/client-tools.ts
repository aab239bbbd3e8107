// Client tools: the agent's tool calls that the page itself carries out (open the booking page,
// show a price). Vapi delivers a tool without a server URL to the browser as a `tool-calls`
// message and expects no result back: what the page wants the agent to know goes into the
// conversation as a silent system message (`sendContext`). Imported on its own, so an app
// without tools does not bundle it.
import { field } from "./failure-reasons";
import { reportError } from "./report-error";
import type { VapiMessage } from "./sdk-types";
import type { VoiceClient } from "./voice-client-types";

/**
 * One call of a tool by the agent: Vapi's id, the tool's name and its arguments (parsed when
 * the model sent them as JSON text).
 *
 * @example
 * ```ts
 * const call: ToolCall<{ slot: string }> = { id: "call_1", name: "bookSlot", args: { slot: "Fri 10:00" } };
 * ```
 */
export interface ToolCall<Args = Record<string, unknown>> {
  readonly id: string;
  readonly name: string;
  readonly args: Args;
}

/**
 * What the page does for a tool: given the arguments and the call, it may return (or resolve
 * with) what the agent should know; `undefined` tells it nothing.
 *
 * @example
 * ```ts
 * const showBookingLink: ClientTool<{ day?: string }> = ({ day }) => {
 *   openBooking(day);
 *   return "The booking page is open on the visitor's screen.";
 * };
 * ```
 */
export type ClientTool<Args = Record<string, unknown>> = (
  args: Args,
  call: ToolCall<Args>,
) => unknown;

/**
 * The page's tools by name; each declares its own arguments (the agent's model fills them in
 * from the tool's JSON schema, so they are not checked here).
 *
 * @example
 * ```ts
 * const tools: ClientTools = { showBookingLink: (args: { day?: string }) => openBooking(args.day) };
 * ```
 */
export type ClientTools = Readonly<Record<string, ClientTool<never>>>;

/**
 * Vapi's message that the agent calls tools the page carries out (its `toolCallList`, each
 * `{ id, type: "function", function: { name, arguments } }`); {@link readToolCalls} reads it.
 *
 * @example
 * ```ts
 * const m: ToolCallsMessage = { type: "tool-calls", toolCallList: [] };
 * ```
 */
export interface ToolCallsMessage {
  readonly type: "tool-calls";
  readonly toolCallList: readonly unknown[];
  readonly [key: string]: unknown;
}

/**
 * Whether `message` is a `tool-calls` message; narrows it to {@link ToolCallsMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => { if (isToolCallsMessage(m)) console.log(m.toolCallList.length); });
 * ```
 */
export function isToolCallsMessage(
  message: VapiMessage | undefined | null,
): message is ToolCallsMessage {
  return field(message, "type") === "tool-calls" && Array.isArray(field(message, "toolCallList"));
}

/**
 * What {@link handleClientTools} tells the page besides running the tools.
 *
 * @example
 * ```ts
 * handleClientTools(client, tools, { onUnhandled: (call) => console.warn(`No tool ${call.name}`) });
 * ```
 */
export interface ClientToolsOptions {
  /** A call of a tool the page does not have (the agent is told it failed). */
  onUnhandled?: (call: ToolCall) => void;
  /** A tool threw or rejected (the agent is told it failed). Default: reported like a listener's error. */
  onError?: (error: unknown, call: ToolCall) => void;
}

/**
 * A `tool-calls` message's calls, with their arguments parsed (a call whose arguments are not
 * an object, or not JSON for one, gets `{}`); `[]` for any other message.
 *
 * @example
 * ```ts
 * readToolCalls({ type: "tool-calls", toolCallList: [{ id: "c1", function: { name: "ping", arguments: "{}" } }] });
 * // [{ id: "c1", name: "ping", args: {} }]
 * ```
 */
export function readToolCalls(message: VapiMessage): ToolCall[] {
  if (!isToolCallsMessage(message)) return [];
  return message.toolCallList.flatMap((item: unknown) => {
    const id = field(item, "id");
    const fn = field(item, "function");
    const name = field(fn, "name");
    if (typeof id !== "string" || typeof name !== "string") return [];
    let args = field(fn, "arguments");
    if (typeof args === "string") {
      try {
        args = JSON.parse(args);
      } catch {
        args = undefined;
      }
    }
    const object = typeof args === "object" && args !== null && !Array.isArray(args);
    return [{ id, name, args: object ? (args as Record<string, unknown>) : {} }];
  });
}

function describe(value: unknown): string {
  if (typeof value === "string") return value;
  // undefined for a function or a symbol, whatever its type says.
  const json = JSON.stringify(value) as string | undefined;
  return json ?? String(value);
}

/**
 * Runs the page's `tools` when the agent calls them during `client`'s calls. What a tool
 * returns goes back to the agent as a silent system message (`sendContext`); a tool that throws
 * is reported (`onError`) and the agent is told it failed; a call of a tool the page lacks goes
 * to `onUnhandled` and the agent is told so. A tool never stops the call. Returns the function
 * that stops handling them.
 *
 * @example
 * ```ts
 * const stop = handleClientTools(client, {
 *   showBookingLink: () => { openBooking(); return "The booking page is open."; },
 * });
 * ```
 */
export function handleClientTools(
  client: VoiceClient,
  tools: ClientTools,
  options: ClientToolsOptions = {},
): () => void {
  const tell = (text: string) => {
    try {
      client.sendContext(text);
    } catch {
      // The call ended meanwhile: nobody to tell.
    }
  };
  const run = async (call: ToolCall) => {
    const tool = Object.hasOwn(tools, call.name) ? tools[call.name] : undefined;
    if (!tool) {
      options.onUnhandled?.(call);
      tell(`Tool ${call.name} (call ${call.id}) is not available on this page.`);
      return;
    }
    try {
      // Each tool declares its own arguments; the model fills them in from its schema.
      const result: unknown = await (tool as ClientTool)(call.args, call);
      if (result !== undefined)
        tell(`Tool ${call.name} (call ${call.id}) returned: ${describe(result)}`);
    } catch (error) {
      (options.onError ?? reportError)(error, call);
      tell(
        `Tool ${call.name} (call ${call.id}) failed: ${describe(field(error, "message") ?? error)}`,
      );
    }
  };
  return client.on("message", (message) => {
    for (const call of readToolCalls(message)) void run(call);
  });
}
