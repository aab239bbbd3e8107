import { afterEach, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";

// The Vapi stand-in's chat API, which the chat route's tests and `pnpm start` run against: it
// must behave as Vapi's `POST /chat` does where the API relies on it.

let standIn: VapiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const chat = (body: unknown, key = standIn?.apiKey ?? "", signal?: AbortSignal) =>
  fetch(`${standIn?.url ?? ""}/chat`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });

interface ChatAnswer {
  id: string;
  assistantId: string;
  previousChatId?: string;
  messages: { role: string; content?: string }[];
  output: { role: string; content?: string; tool_calls?: unknown[]; tool_call_id?: string }[];
}

describe("the Vapi stand-in's chat API", () => {
  it("keeps a conversation through previousChatId, with a new chat id for each message", async () => {
    standIn = await startVapiStandIn({ apiKey: "secret-key" });
    const first = await chat({ assistantId: "assistant-chat", input: "My name is Jane" });
    expect(first.status).toBe(201);
    const one = (await first.json()) as ChatAnswer;
    expect(one.id).toMatch(/^chat_\w+$/);
    expect(one).toMatchObject({
      assistantId: "assistant-chat",
      messages: [{ role: "user", content: "My name is Jane" }],
      output: [
        { role: "assistant", content: 'Hello! You said: "My name is Jane". How can I help?' },
      ],
    });

    const second = await chat({
      assistantId: "assistant-chat",
      previousChatId: one.id,
      input: [{ role: "user", content: "What was my name?" }],
    });
    const two = (await second.json()) as ChatAnswer;
    expect(two.id).not.toBe(one.id);
    expect(two.previousChatId).toBe(one.id);
    // The history: the first chat's input and output, then this input.
    expect(two.messages.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(two.output).toEqual([
      {
        role: "assistant",
        content: 'You first said: "My name is Jane". Now you say: "What was my name?".',
      },
    ]);
    expect([...standIn.chats.keys()]).toEqual([one.id, two.id]);
    // Recorded like every request, key and body.
    expect(standIn.requests.map((r) => [r.method, r.path, r.authorization])).toEqual([
      ["POST", "/chat", "Bearer secret-key"],
      ["POST", "/chat", "Bearer secret-key"],
    ]);
  });

  it("answers a booking through a tool: the call, its result, then the text", async () => {
    standIn = await startVapiStandIn();
    const answer = (await (
      await chat({ assistantId: "a", input: "Can I book a table?" })
    ).json()) as ChatAnswer;
    expect(answer.output.map((message) => message.role)).toEqual([
      "assistant",
      "tool",
      "assistant",
    ]);
    expect(answer.output[0]?.content).toBeUndefined();
    expect(answer.output[0]?.tool_calls).toHaveLength(1);
    expect(answer.output[2]?.content).toContain("booked for 9:30");
  });

  it("refuses another key, a chat without assistant or input, and a previous chat it never made", async () => {
    standIn = await startVapiStandIn({ apiKey: "secret-key" });
    expect((await chat({ assistantId: "a", input: "hi" }, "wrong")).status).toBe(401);
    expect((await chat({ input: "hi" })).status).toBe(400);
    expect((await chat({ assistantId: "a" })).status).toBe(400);
    expect((await chat({ assistantId: "a", input: [{ role: "user" }] })).status).toBe(400);
    const unknown = await chat({ assistantId: "a", input: "hi", previousChatId: "chat_nope" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Chat not found", statusCode: 404 });
    const both = await chat({
      assistantId: "a",
      input: "hi",
      previousChatId: "chat_nope",
      sessionId: "session_1",
    });
    expect(both.status).toBe(400);
    expect(standIn.chats.size).toBe(0);
  });

  it("fails, or never answers, when told to, creating no chat", async () => {
    standIn = await startVapiStandIn();
    standIn.failChatNext(503);
    expect((await chat({ assistantId: "a", input: "hi" })).status).toBe(503);
    standIn.stallChatNext();
    // The stand-in holds the request until it stops: a caller's time-out is what ends it.
    const stalled = await chat(
      { assistantId: "a", input: "hi" },
      undefined,
      AbortSignal.timeout(300),
    ).catch((error: unknown) => error);
    expect(stalled).toMatchObject({ name: "TimeoutError" });
    expect(standIn.chats.size).toBe(0);
    expect((await chat({ assistantId: "a", input: "hi" })).status).toBe(201);
  });
});
