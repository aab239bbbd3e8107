// A text conversation: the turns and agent state through it, failures that keep the
// conversation and the unsent text, the end aborting a send, one send at a time, and tools.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AgentState } from "./agent-state";
import { createHttpTextTransport, retryAfterMs } from "./http-text-transport";
import {
  IDLE_TEXT_CHAT,
  TEXT_FAILURE_MESSAGES,
  TEXT_REPLY_TIMEOUT_MS,
  TextTransportError,
  createTextChat,
  type TextChat,
  type TextChatOptions,
} from "./text-chat";
import { createFakeTextTransport, type FakeTextTransport } from "./testing/fake-text-transport";

let fake: FakeTextTransport;
let chat: TextChat;
let agents: AgentState[];

function setUp(options: Partial<TextChatOptions> = {}) {
  fake = createFakeTextTransport();
  chat = createTextChat({ transport: fake.transport, ...options });
  agents = [];
  chat.subscribe(() => {
    const { agent } = chat.getSnapshot();
    if (agents.at(-1) !== agent) agents.push(agent);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-30T10:00:00Z"));
  setUp();
});

afterEach(() => {
  vi.useRealTimers();
});

const texts = () => chat.getSnapshot().transcript.map((t) => `${t.role}: ${t.text}`);

describe("a conversation", () => {
  it("starts idle", () => {
    expect(chat.getSnapshot()).toBe(IDLE_TEXT_CHAT);
  });

  it("shows the visitor's turn at once, thinks while the transport works, then adds the replies and listens", async () => {
    const sent = chat.send("  Do you open on Saturdays?  ");
    expect(chat.getSnapshot()).toMatchObject({
      status: "active",
      agent: "thinking",
      sending: true,
      transcript: [
        {
          id: "1",
          role: "user",
          text: "Do you open on Saturdays?",
          final: true,
          typed: true,
          startedAt: Date.now(),
          endedAt: Date.now(),
        },
      ],
    });
    expect(fake.messages.map((m) => m.message)).toEqual(["Do you open on Saturdays?"]);

    vi.advanceTimersByTime(1200);
    fake.answer({ replies: ["Yes, from nine to one.", "Shall I book you in?"] });
    await expect(sent).resolves.toBe(true);
    const snapshot = chat.getSnapshot();
    expect(snapshot).toMatchObject({ status: "active", agent: "listening", sending: false });
    expect(snapshot.transcript.slice(1)).toEqual([
      {
        id: "2",
        role: "assistant",
        text: "Yes, from nine to one.",
        final: true,
        startedAt: Date.now(),
        endedAt: Date.now(),
      },
      {
        id: "3",
        role: "assistant",
        text: "Shall I book you in?",
        final: true,
        startedAt: Date.now(),
        endedAt: Date.now(),
      },
    ]);

    fake.script({ replies: ["Done: Saturday at ten."] });
    await chat.send("Saturday at ten");
    expect(texts()).toEqual([
      "user: Do you open on Saturdays?",
      "assistant: Yes, from nine to one.",
      "assistant: Shall I book you in?",
      "user: Saturday at ten",
      "assistant: Done: Saturday at ten.",
    ]);
    expect(agents).toEqual(["thinking", "listening", "thinking", "listening"]);
  });

  it("keeps the earlier turns' objects (a React list re-renders only the new ones)", async () => {
    fake.script({ replies: ["Hi!"] }, { replies: ["Sure."] });
    await chat.send("Hello");
    const [first, second] = chat.getSnapshot().transcript;
    await chat.send("Book me in");
    expect(chat.getSnapshot().transcript.slice(0, 2)).toEqual([first, second]);
    expect(chat.getSnapshot().transcript[0]).toBe(first);
  });

  it("refuses empty text, changing nothing", async () => {
    await expect(chat.send("   ")).rejects.toThrow("send() needs text.");
    expect(chat.getSnapshot()).toBe(IDLE_TEXT_CHAT);
    expect(fake.messages).toHaveLength(0);
  });
});

describe("failures", () => {
  it("network: the conversation stays, the visitor's text is offered again, the next send goes through", async () => {
    fake.script({ replies: ["Hi!"] }, { network: true });
    await chat.send("Hello");
    await expect(chat.send("Can I book for Friday?")).resolves.toBe(false);
    expect(chat.getSnapshot()).toMatchObject({
      status: "active",
      agent: "listening",
      sending: false,
      unsent: "Can I book for Friday?",
      error: { reason: "network", retryable: true, message: TEXT_FAILURE_MESSAGES.network },
    });
    expect(texts()).toEqual(["user: Hello", "assistant: Hi!"]);

    fake.script({ replies: ["Friday works."] });
    await expect(chat.send(chat.getSnapshot().unsent ?? "")).resolves.toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ error: null, unsent: undefined });
    expect(texts().slice(2)).toEqual(["user: Can I book for Friday?", "assistant: Friday works."]);
  });

  it("HTTP 5xx is network; 429 is busy with the wait the server asked for", async () => {
    fake.script({ status: 502 });
    await chat.send("Hello");
    expect(chat.getSnapshot().error).toMatchObject({ reason: "network", retryable: true });

    fake.script({ status: 429, retryAfterMs: 20_000 });
    await chat.send("Hello");
    expect(chat.getSnapshot()).toMatchObject({
      status: "active",
      unsent: "Hello",
      error: {
        reason: "busy",
        retryable: true,
        retryAfterMs: 20_000,
        message: TEXT_FAILURE_MESSAGES.busy,
      },
    });
    expect(chat.getSnapshot().error?.cause).toBeInstanceOf(TextTransportError);
  });

  it("not configured (4xx): the chat fails with the conversation kept; a later send tries again", async () => {
    fake.script({ replies: ["Hi!"] }, { status: 401 });
    await chat.send("Hello");
    await chat.send("Are you there?");
    expect(chat.getSnapshot()).toMatchObject({
      status: "failed",
      agent: "idle",
      unsent: "Are you there?",
      error: { reason: "not-configured", retryable: false },
    });
    expect(texts()).toEqual(["user: Hello", "assistant: Hi!"]);

    fake.script({ replies: ["Yes."] });
    await expect(chat.send("Are you there?")).resolves.toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ status: "active", agent: "listening" });
  });

  it("anything else the transport throws is unknown", async () => {
    setUp({ transport: () => Promise.reject(new Error("bad JSON")) });
    await chat.send("Hello");
    expect(chat.getSnapshot().error).toMatchObject({ reason: "unknown", retryable: true });
  });

  it("a reply that takes too long fails as network and aborts the request, even if the transport ignores its signal", async () => {
    let signal: AbortSignal | undefined;
    setUp({
      timeoutMs: 5000,
      transport: (_message, context) => {
        signal = context.signal;
        return new Promise(() => undefined);
      },
    });
    const sent = chat.send("Hello");
    await vi.advanceTimersByTimeAsync(4999);
    expect(chat.getSnapshot().sending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(false);
    expect(signal?.aborted).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({
      error: { reason: "network" },
      unsent: "Hello",
      sending: false,
    });
    expect(TEXT_REPLY_TIMEOUT_MS).toBe(30_000);
  });
});

describe("end", () => {
  it("aborts the send in flight; its text is offered again, nothing comes after", async () => {
    fake.script({ replies: ["Hi!"] });
    await chat.send("Hello");
    const sent = chat.send("Book Friday");
    chat.end();
    expect(fake.messages[1]?.signal.aborted).toBe(true);
    await expect(sent).resolves.toBe(false);
    expect(chat.getSnapshot()).toMatchObject({
      status: "ended",
      agent: "idle",
      sending: false,
      error: null,
      unsent: "Book Friday",
    });
    expect(texts()).toEqual(["user: Hello", "assistant: Hi!"]);
  });

  it("is final: send() rejects after it, and a second end() changes nothing", async () => {
    chat.end();
    const ended = chat.getSnapshot();
    chat.end();
    expect(chat.getSnapshot()).toBe(ended);
    await expect(chat.send("Hello")).rejects.toThrow("The text chat has ended.");
  });
});

describe("one message at a time", () => {
  it("refuses a send while one is in flight, then takes the next", async () => {
    const first = chat.send("Hello");
    await expect(chat.send("Hello again")).rejects.toThrow("one at a time");
    expect(fake.messages).toHaveLength(1);
    expect(texts()).toEqual(["user: Hello"]);
    fake.answer({ replies: ["Hi!"] });
    await first;
    fake.script({ replies: ["Yes?"] });
    await expect(chat.send("Hello again")).resolves.toBe(true);
    expect(fake.messages).toHaveLength(2);
  });
});

describe("tools", () => {
  it("runs the page's tools for the reply's tool calls and hands their results over with the next message", async () => {
    const opened: string[] = [];
    const onUnhandled = vi.fn();
    const onError = vi.fn();
    setUp({
      tools: {
        showBookingLink: ({ day }: { day: string }) => {
          opened.push(day);
          return "The booking page is open.";
        },
        quote: () => ({ price: 120 }),
        silent: () => undefined,
        broken: () => {
          throw new Error("no booking page here");
        },
      },
      toolOptions: { onUnhandled, onError },
    });
    fake.script({
      replies: ["Opening the booking page."],
      toolCalls: [
        { id: "c1", name: "showBookingLink", args: { day: "Friday" } },
        { id: "c2", name: "quote", args: {} },
        { id: "c3", name: "silent", args: {} },
        { id: "c4", name: "broken", args: {} },
        { id: "c5", name: "missing", args: {} },
      ],
    });
    await expect(chat.send("Book me for Friday")).resolves.toBe(true);
    expect(opened).toEqual(["Friday"]);
    expect(onUnhandled).toHaveBeenCalledWith({ id: "c5", name: "missing", args: {} });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), {
      id: "c4",
      name: "broken",
      args: {},
    });
    expect(fake.messages[0]?.toolResults).toEqual([]);

    fake.script({ network: true }, { replies: ["Anything else?"] });
    await chat.send("Thanks");
    await chat.send("Thanks");
    const results = [
      { id: "c1", name: "showBookingLink", result: "The booking page is open." },
      { id: "c2", name: "quote", result: '{"price":120}' },
      { id: "c3", name: "silent" },
      { id: "c4", name: "broken", error: "no booking page here" },
      { id: "c5", name: "missing", error: "Tool missing is not available on this page." },
    ];
    // The failed send's results are not lost: the next one carries them.
    expect(fake.messages[1]?.toolResults).toEqual(results);
    expect(fake.messages[2]?.toolResults).toEqual(results);
    fake.script({ replies: ["Bye!"] });
    await chat.send("Bye");
    expect(fake.messages[3]?.toolResults).toEqual([]);
  });

  it("stays thinking until the tools have run", async () => {
    let finish: (value: string) => void = () => undefined;
    setUp({ tools: { slow: () => new Promise<string>((resolve) => (finish = resolve)) } });
    fake.script({ replies: ["One moment."], toolCalls: [{ id: "c1", name: "slow", args: {} }] });
    const sent = chat.send("Go");
    await vi.advanceTimersByTimeAsync(0);
    expect(texts()).toEqual(["user: Go", "assistant: One moment."]);
    expect(chat.getSnapshot()).toMatchObject({ agent: "thinking", sending: true });
    finish("done");
    await expect(sent).resolves.toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ agent: "listening", sending: false });
  });
});

describe("createHttpTextTransport", () => {
  const ok = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

  it("posts the message as JSON with the headers and reads replies and tool calls", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        ok({ replies: ["Hi!", 3], toolCalls: [{ id: "c1", name: "ping", args: {} }] }),
      ),
    );
    const transport = createHttpTextTransport({
      url: "https://api.example.com/v1/chat",
      headers: () => ({ authorization: "Bearer t" }),
      fetch,
    });
    const signal = new AbortController().signal;
    await expect(transport("Hello", { signal, toolResults: [] })).resolves.toEqual({
      replies: ["Hi!"],
      toolCalls: [{ id: "c1", name: "ping", args: {} }],
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://api.example.com/v1/chat");
    expect(init).toMatchObject({
      method: "POST",
      signal,
      headers: { "content-type": "application/json", authorization: "Bearer t" },
    });
    expect(JSON.parse(init?.body as string)).toEqual({ message: "Hello" });

    await transport("Again", { signal, toolResults: [{ id: "c1", name: "ping", result: "pong" }] });
    expect(JSON.parse(fetch.mock.calls[1]?.[1]?.body as string)).toEqual({
      message: "Again",
      toolResults: [{ id: "c1", name: "ping", result: "pong" }],
    });
  });

  it("takes the app's body and reader (its continuation stays the app's)", async () => {
    let continuation: string | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(ok({ output: [{ role: "assistant", content: "Hi" }], continuation: "c-1" })),
    );
    const transport = createHttpTextTransport({
      url: "/v1/chat",
      fetch,
      body: (message) => ({ message, continuation }),
      read: (answer) => {
        const body = answer as { output: { content: string }[]; continuation: string };
        continuation = body.continuation;
        return { replies: body.output.map((m) => m.content) };
      },
    });
    const context = { signal: new AbortController().signal, toolResults: [] };
    await expect(transport("Hello", context)).resolves.toEqual({ replies: ["Hi"] });
    await transport("Next", context);
    expect(JSON.parse(fetch.mock.calls[1]?.[1]?.body as string)).toEqual({
      message: "Next",
      continuation: "c-1",
    });
  });

  it("throws TextTransportError with Retry-After for a chat to read as busy", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response("slow down", { status: 429, headers: { "retry-after": "7" } })),
    );
    setUp({ transport: createHttpTextTransport({ url: "/v1/chat", fetch }) });
    await chat.send("Hello");
    expect(chat.getSnapshot().error).toMatchObject({ reason: "busy", retryAfterMs: 7000 });
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-30T10:00:00Z");
    expect(retryAfterMs("20", now)).toBe(20_000);
    expect(retryAfterMs("Mon, 30 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
