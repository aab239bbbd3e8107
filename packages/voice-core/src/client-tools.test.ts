// Client tools on the fake SDK: the agent's tool calls run the page's handlers, what they return
// goes back as silent context, and a missing or failing tool never stops the call.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleClientTools, readToolCalls, type ToolCall } from "./client-tools";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";

let t: TestClient;

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const toolCalls = (...calls: [id: string, name: string, args: unknown][]) => ({
  type: "tool-calls",
  toolCallList: calls.map(([id, name, args]) => ({
    id,
    type: "function",
    function: { name, arguments: args },
  })),
});

const context = (content: string) => ({
  type: "add-message",
  message: { role: "system", content },
  triggerResponseEnabled: false,
});

describe("readToolCalls()", () => {
  it("reads each call with its arguments, parsed from JSON text when the model sent text", () => {
    expect(
      readToolCalls(
        toolCalls(
          ["c1", "bookSlot", { slot: "Fri 10:00" }],
          ["c2", "ping", '{"n":1}'],
          ["c3", "odd", "not json"],
        ),
      ),
    ).toEqual([
      { id: "c1", name: "bookSlot", args: { slot: "Fri 10:00" } },
      { id: "c2", name: "ping", args: { n: 1 } },
      { id: "c3", name: "odd", args: {} },
    ]);
    expect(readToolCalls({ type: "tool-calls", toolCallList: [{ id: 1 }, null] })).toEqual([]);
    expect(readToolCalls({ type: "transcript" })).toEqual([]);
  });
});

describe("handleClientTools()", () => {
  it("runs the tool with its typed arguments and tells the agent what it returned", async () => {
    await startCall(t);
    const opened: string[] = [];
    const seen: ToolCall<{ day: string }>[] = [];
    handleClientTools(t.client, {
      showBookingLink: (args: { day: string }, call: ToolCall<{ day: string }>) => {
        opened.push(args.day);
        seen.push(call);
        return { opened: true };
      },
      quiet: () => undefined,
    });
    t.sdk.vapi.emit(
      "message",
      toolCalls(["c1", "showBookingLink", { day: "Friday" }], ["c2", "quiet", {}]),
    );
    await flush();
    expect(opened).toEqual(["Friday"]);
    expect(seen).toEqual([{ id: "c1", name: "showBookingLink", args: { day: "Friday" } }]);
    // Vapi takes no tool result from the browser: the outcome goes in as silent context.
    expect(t.sdk.vapi.sent).toEqual([
      context('Tool showBookingLink (call c1) returned: {"opened":true}'),
    ]);
  });

  it("waits for an async tool, and a failing one is reported, told to the agent, and does not stop the call", async () => {
    await startCall(t);
    const errors: [unknown, ToolCall][] = [];
    handleClientTools(
      t.client,
      {
        slow: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return "done";
        },
        broken: () => {
          throw new Error("the calendar is down");
        },
      },
      { onError: (error, call) => errors.push([error, call]) },
    );
    t.sdk.vapi.emit("message", toolCalls(["c1", "slow", {}], ["c2", "broken", {}]));
    await flush();
    expect(errors).toMatchObject([
      [{ message: "the calendar is down" }, { id: "c2", name: "broken" }],
    ]);
    expect(t.sdk.vapi.sent).toEqual([
      context("Tool broken (call c2) failed: the calendar is down"),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sdk.vapi.sent.at(-1)).toEqual(context("Tool slow (call c1) returned: done"));
    expect(t.client.getSnapshot().state.status).toBe("active");
  });

  it("a tool nobody handles goes to onUnhandled and the agent is told; stop() ends the handling", async () => {
    await startCall(t);
    const unhandled: ToolCall[] = [];
    const ran: string[] = [];
    const stop = handleClientTools(
      t.client,
      { known: () => void ran.push("known") },
      { onUnhandled: (call) => unhandled.push(call) },
    );
    t.sdk.vapi.emit("message", toolCalls(["c1", "toString", {}]));
    await flush();
    expect(unhandled).toEqual([{ id: "c1", name: "toString", args: {} }]);
    expect(t.sdk.vapi.sent).toEqual([
      context("Tool toString (call c1) is not available on this page."),
    ]);
    stop();
    t.sdk.vapi.emit("message", toolCalls(["c2", "known", {}]));
    await flush();
    expect(ran).toEqual([]);
  });

  it("a tool that answers after the call ended tells nobody and throws nothing", async () => {
    await startCall(t);
    let finish: (value: string) => void = () => undefined;
    handleClientTools(t.client, {
      later: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    t.sdk.vapi.emit("message", toolCalls(["c1", "later", {}]));
    await flush();
    await t.client.stop();
    finish("too late");
    await flush();
    // Only the hang-up went out.
    expect(t.sdk.vapi.sent).toEqual([{ type: "end-call" }]);
  });
});
